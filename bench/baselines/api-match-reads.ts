/**
 * The content API as `apps/api/src/server.ts` starts it, with the per-match read rule set by
 * `BENCH_MATCH_READ_TTL_MS` (1000: as shipped; 0: every `GET matches/{id}` computed), so the
 * match counter bench compares the two in one run from the same code (bench only: the
 * production server always keeps a match read `MATCH_READ_TTL_MS`).
 */
import { loadEnvOrExit } from '@trybuna/config/env';
import { listenUntilSignal } from '@trybuna/server';
import { buildApi } from '../../apps/api/src/app';
import { prepareDatabase } from '../../apps/api/src/boot';

const env = loadEnvOrExit();
const database = await prepareDatabase(env, (message) => {
  console.log(message);
});
const app = await buildApi({
  database,
  publicUrl: env.urls.api,
  apiKey: env.apiKey,
  likesPerMinute: env.likesPerMinute,
  allowedOrigins: Object.values(env.origins),
  logLevel: env.logLevel,
  matchReadTtlMs: Number(process.env.BENCH_MATCH_READ_TTL_MS ?? '1000'),
});
await listenUntilSignal(app, { host: env.host, port: env.ports.api });
