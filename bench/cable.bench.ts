import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { childEnv } from '../scripts/lib/apps';
import { startService, stopAll, waitForHealthy } from '../scripts/lib/supervisor';
import { freePort } from '../e2e/support/stack';

/** Clients subscribed to one match, added in steps on the same server. */
const SIZES = [1000, 5000, 10_000];
/** Messages per step, one every `INTERVAL_MS`. */
const MESSAGES = 20;
const INTERVAL_MS = 500;
const ORIGIN = 'http://localhost:3000';
const PROTOCOL = 'actioncable-v1-json';

type Mode = 'bare' | 'trybuna';

interface Server {
  cableUrl: string;
  control: string;
  stop: () => Promise<void>;
}

async function startServer(mode: Mode): Promise<Server> {
  const [port, controlPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'trybuna-bench-cable-'));
  const service = startService(
    `cable-${mode}`,
    [process.execPath, '--expose-gc', '--import', 'tsx', 'bench/baselines/cable-server.ts'],
    childEnv({
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_URL: ORIGIN,
      BENCH_CABLE_MODE: mode,
      BENCH_CONTROL_PORT: String(controlPort),
    }),
  );
  const control = `http://127.0.0.1:${String(controlPort)}`;
  await waitForHealthy(`${control}/health`, 180_000);
  return {
    cableUrl: `ws://127.0.0.1:${String(port)}/cable`,
    control,
    stop: async () => {
      await stopAll([service]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const SENT_AT = /"sentAt":(\d+)/;

/** Opens `count` clients (250 at a time), each subscribed to the match (trybuna mode). */
async function openClients(
  server: Server,
  mode: Mode,
  identifier: string,
  count: number,
  latencies: number[],
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  const subscribe = JSON.stringify({ command: 'subscribe', identifier });
  for (let opened = 0; opened < count; opened += 250) {
    const batch = Array.from(
      { length: Math.min(250, count - opened) },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(server.cableUrl, [PROTOCOL], {
            origin: ORIGIN,
            perMessageDeflate: false,
          });
          socket.on('message', (data: Buffer) => {
            const text = data.toString('utf8');
            const sentAt = SENT_AT.exec(text)?.[1];
            if (sentAt !== undefined) latencies.push(Date.now() - Number(sentAt));
            else if (text.includes('confirm_subscription')) resolve(socket);
          });
          socket.once('open', () => {
            if (mode === 'bare') resolve(socket);
            else socket.send(subscribe);
          });
          socket.once('error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

interface Memory {
  rss: number;
  heap: number;
}

const memory = async (server: Server) =>
  (await (await fetch(`${server.control}/memory`)).json()) as Memory;

const perConnection = (bytes: number, count: number) =>
  Math.round((bytes / count / 1024) * 10) / 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Row {
  server: string;
  clients: number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  received: string;
  'heap KiB / conn': number;
  'RSS KiB / conn': number;
}

async function measure(mode: Mode): Promise<Row[]> {
  const server = await startServer(mode);
  const sockets: WebSocket[] = [];
  const rows: Row[] = [];
  try {
    const matchId = await (await fetch(`${server.control}/match`)).text();
    const identifier = JSON.stringify({ channel: 'MatchChannel', match_id: matchId });
    const before = await memory(server);
    for (const size of SIZES) {
      const latencies: number[] = [];
      // Latencies of the earlier clients are collected too: every client is measured.
      for (const socket of sockets) {
        socket.removeAllListeners('message');
        socket.on('message', (data: Buffer) => {
          const sentAt = SENT_AT.exec(data.toString('utf8'))?.[1];
          if (sentAt !== undefined) latencies.push(Date.now() - Number(sentAt));
        });
      }
      sockets.push(
        ...(await openClients(server, mode, identifier, size - sockets.length, latencies)),
      );
      await sleep(1000);
      const after = await memory(server);
      for (let n = 0; n < MESSAGES; n++) {
        await fetch(`${server.control}/publish`, { method: 'POST' });
        await sleep(INTERVAL_MS);
      }
      const expected = MESSAGES * size;
      for (let waited = 0; latencies.length < expected && waited < 10_000; waited += 250) {
        await sleep(250);
      }
      const sorted = [...latencies].sort((a, b) => a - b);
      rows.push({
        server: mode === 'bare' ? 'bare ws broadcast (baseline)' : 'Trybuna /cable',
        clients: size,
        'p50 ms': percentile(sorted, 50),
        'p95 ms': percentile(sorted, 95),
        'p99 ms': percentile(sorted, 99),
        received: `${String(latencies.length)}/${String(expected)}`,
        'heap KiB / conn': perConnection(after.heap - before.heap, size),
        'RSS KiB / conn': perConnection(after.rss - before.rss, size),
      });
    }
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
  return rows;
}

/**
 * Issue 16 item 8: 1,000, 5,000 and 10,000 websocket clients on one match, 20 messages each
 * step: broadcast-to-receipt latency (from the publish call, which also stores the message,
 * to the client's receipt; clients and server share this machine) and server memory per
 * connection, next to a bare `ws` server that sends each frame to every client.
 */
export async function run(): Promise<void> {
  const bare = await measure('bare');
  const trybuna = await measure('trybuna');
  console.log('\n/cable: broadcast-to-receipt latency and memory per connection');
  console.table(
    [...bare, ...trybuna].map((row) => {
      const base = bare.find((b) => b.clients === row.clients);
      return {
        ...row,
        'p95 ×bare': base
          ? Math.round((row['p95 ms'] / Math.max(1, base['p95 ms'])) * 100) / 100
          : 1,
      };
    }),
  );
}
