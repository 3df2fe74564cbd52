import { loadEnvOrExit, refuseStart } from '@trybuna/config/env';
import { databaseTarget, openDatabase } from '@trybuna/db';
import { listenUntilSignal } from '@trybuna/server';
import { buildSso } from './app';
import { DEFAULT_PASSWORD_COST, Passwords } from './lib/passwords';
import { demoDataRefusal, findDemoData, ROLE_HOLDERS_CHECKED } from './production-check';

// A bad variable (or a weak secret in PROD) stops the start here, named on stderr.
const env = loadEnvOrExit();
const database = await openDatabase(
  databaseTarget({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, name: 'sso' }),
);
await database.migrate();
if (env.appEnv === 'PROD') {
  // A PROD start on a database holding the demo stops here, named in one line, status 78
  // (docs/sso.md "Demo accounts in PROD"); `npm start` then stops the other apps.
  const found = await findDemoData(database, new Passwords(DEFAULT_PASSWORD_COST));
  const refusal = demoDataRefusal(found);
  if (refusal) {
    await database.close();
    refuseStart(refusal);
  }
  if (found.unchecked > 0) {
    console.warn(
      `sso: ${String(found.unchecked)} accounts with roles beyond the newest ${String(ROLE_HOLDERS_CHECKED)} were not tried against the demo password`,
    );
  }
}
if (!env.demoData) {
  console.log(
    `APP_ENV=${env.appEnv}: no demo accounts are created (\`npm run seed\` creates the fans outside PROD; the staff accounts are DEV-only)`,
  );
}
const app = await buildSso({
  database,
  logLevel: env.logLevel,
  trustProxy: env.trustProxy,
  publicUrl: env.urls.sso,
  // PROD: HSTS, Secure and `__Host-` cookies (settings.ts).
  appEnv: env.appEnv,
  allowedOrigins: Object.values(env.origins),
  // The demo fans (into a database without accounts) and the demo staff: DEV only (signing
  // keys: always).
  seedDemoAccounts: env.demoData,
  tokenTtlSeconds: env.ssoTokenTtlSeconds,
  refreshTokenMaxAgeDays: env.ssoRefreshTokenMaxAgeDays,
});
await listenUntilSignal(app, { host: env.host, port: env.ports.sso });
