/**
 * The cable benchmark's server (`bench/cable.bench.ts`), in its own process: with
 * `BENCH_CABLE_MODE=trybuna` the content API as `server.ts` builds it (its `/cable`, the
 * stored and numbered match stream, in-process broadcast); with `bare` a plain `ws` server
 * that sends every frame to every client, the baseline. A small control server on
 * `BENCH_CONTROL_PORT` takes `POST /publish` (one message on the demo's first match, stamped
 * with the time it was published), `GET /match` (that match's id) and `GET /memory` (this
 * process's resident and JavaScript memory after a garbage collection).
 */
import { createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import { WebSocketServer } from 'ws';
import { loadEnvOrExit } from '@trybuna/config/env';
import { buildApi } from '../../apps/api/src/app';
import { prepareDatabase } from '../../apps/api/src/boot';

const env = loadEnvOrExit();
const mode = process.env.BENCH_CABLE_MODE === 'bare' ? 'bare' : 'trybuna';
const controlPort = Number(process.env.BENCH_CONTROL_PORT);
let matchId = 1;
let sequence = 0;
let publish: () => Promise<void>;

if (mode === 'trybuna') {
  const database = await prepareDatabase(env, (message) => {
    console.log(message);
  });
  const first = await database.query<{ id: number }>(
    sql`select id from matches order by id limit 1`,
  );
  matchId = first[0]?.id ?? 1;
  const app = await buildApi({
    database,
    publicUrl: env.urls.api,
    allowedOrigins: Object.values(env.origins),
    logLevel: 'warn',
    live: { maxConnectionsPerAddress: 100_000 },
  });
  await app.listen({ host: env.host, port: env.ports.api });
  publish = async () => {
    await app.live.publish(matchId, 'match_updated', { sentAt: Date.now(), n: ++sequence });
  };
} else {
  const wss = new WebSocketServer({
    host: env.host,
    port: env.ports.api,
    perMessageDeflate: false,
  });
  publish = () => {
    const frame = JSON.stringify({
      identifier: JSON.stringify({ channel: 'MatchChannel', match_id: String(matchId) }),
      message: {
        seq: ++sequence,
        type: 'match_updated',
        data: { sentAt: Date.now(), n: sequence },
      },
    });
    for (const client of wss.clients) client.send(frame);
    return Promise.resolve();
  };
  await new Promise<void>((resolve) => {
    wss.once('listening', resolve);
  });
}

createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/publish') {
    publish().then(
      () => response.end('ok'),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
    return;
  }
  if (request.url === '/health') {
    response.end('ok');
    return;
  }
  if (request.url === '/match') {
    response.end(String(matchId));
    return;
  }
  if (request.url === '/memory') {
    // Collected first (the bench starts this process with --expose-gc), so that the
    // difference between two reads is what the connections hold, not garbage.
    const { gc } = globalThis as { gc?: () => void };
    gc?.();
    gc?.();
    response.setHeader('content-type', 'application/json');
    const memory = process.memoryUsage();
    response.end(
      JSON.stringify({
        rss: memory.rss,
        heap: memory.heapUsed + memory.external + memory.arrayBuffers,
      }),
    );
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(controlPort, '127.0.0.1', () => {
  console.log(`cable bench server (${mode}) ready`);
});
