import type { RuntimeEnv } from '@trybuna/config/env';
import { prepareDatabase } from './boot';

/**
 * The API's half of `npm run seed` (`scripts/seed.ts`): migrations, then the demo content into
 * the configured database, in any APP_ENV (an API start loads it by itself in `DEV` only).
 * Idempotent: a database that has articles already is left alone.
 */
export async function seedApiDemo(env: RuntimeEnv, log: (message: string) => void): Promise<void> {
  log(`api: loading the demo content (APP_ENV=${env.appEnv}, asked for by \`npm run seed\`)`);
  const database = await prepareDatabase(env, log, { demo: true });
  await database.close();
}
