import { loadEnvOrExit } from '@trybuna/config/env';
import { databaseTarget, openDatabase } from '@trybuna/db';
import { listenUntilSignal } from '@trybuna/server';
import { buildSso } from './app';

// A bad variable (or a weak secret in PROD) stops the start here, named on stderr.
const env = loadEnvOrExit();
const database = await openDatabase(
  databaseTarget({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, name: 'sso' }),
);
await database.migrate();
if (!env.demoData) {
  console.log(
    `APP_ENV=${env.appEnv}: no demo accounts are created (\`npm run seed\` creates the fans; the staff accounts are DEV-only)`,
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
