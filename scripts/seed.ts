/**
 * `npm run seed`: loads the demo on purpose, in any APP_ENV but PROD: the content API's demo
 * content and the sso's demo accounts, each into its configured database (migrations first). Both
 * halves are idempotent: a database that has articles (api) or accounts (sso) is left alone.
 * With the embedded database (no DATABASE_URL), stop `npm start` first: PGlite folders belong
 * to one process at a time.
 */
import { loadEnv } from '@trybuna/config/env';
import { databaseTarget, openDatabase } from '@trybuna/db';
import { seedApiDemo } from '../apps/api/src/seed';
import { DEFAULT_PASSWORD_COST, Passwords } from '../apps/sso/src/lib/passwords';
import { seedSsoDemo } from '../apps/sso/src/seed';
import { loadDotEnv } from './lib/dotenv';

async function main(): Promise<void> {
  loadDotEnv();
  const env = loadEnv();
  const log = (message: string) => {
    console.log(message);
  };
  if (env.appEnv === 'PROD') {
    // A PROD start refuses a database holding the demo (docs/security.md "Demo data in PROD").
    throw new Error(
      'seed: APP_ENV=PROD: the demo is never loaded into a production database (a PROD start would refuse it)',
    );
  }
  log(`seed: loading the demo on purpose into APP_ENV=${env.appEnv}`);
  await seedApiDemo(env, log);
  const database = await openDatabase(
    databaseTarget({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, name: 'sso' }),
  );
  try {
    await seedSsoDemo(database, new Passwords(DEFAULT_PASSWORD_COST), log);
  } finally {
    await database.close();
  }
  log('seed: done');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
