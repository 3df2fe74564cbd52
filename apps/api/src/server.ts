import { loadEnv } from '@trybuna/config/env';
import { databaseTarget, openDatabase } from '@trybuna/db';
import { listenUntilSignal } from '@trybuna/server';
import { buildApi } from './app';

const env = loadEnv();
const database = await openDatabase(
  databaseTarget({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, name: 'api' }),
  (err) => {
    console.error(`database: idle connection lost (${err.message})`);
  },
);
await database.migrate();
const app = await buildApi({
  database,
  publicUrl: env.urls.api,
  apiKey: env.apiKey,
  likesPerMinute: env.likesPerMinute,
  allowedOrigins: Object.values(env.origins),
  logLevel: env.logLevel,
});
await listenUntilSignal(app, { host: env.host, port: env.ports.api });
