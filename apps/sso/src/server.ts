import { loadEnv } from '@trybuna/config/env';
import { databaseTarget, openDatabase } from '@trybuna/db';
import { listenUntilSignal } from '@trybuna/server';
import { buildSso } from './app';

const env = loadEnv();
const database = await openDatabase(
  databaseTarget({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, name: 'sso' }),
);
await database.migrate();
const app = await buildSso({
  database,
  logLevel: env.logLevel,
  publicUrl: env.urls.sso,
  allowedOrigins: Object.values(env.origins),
  seedDemoAccounts: true,
  tokenTtlSeconds: env.ssoTokenTtlSeconds,
});
await listenUntilSignal(app, { host: env.host, port: env.ports.sso });
