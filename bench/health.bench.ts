import { load, printTable } from './lib/load';
import { startApi, startBaseline } from './lib/servers';

/** API `GET /health` (a database round trip) against bare Fastify returning the same body. */
export async function run(): Promise<void> {
  const baseline = await startBaseline();
  const api = await startApi();
  try {
    const rows = [
      await load('bare Fastify, constant {"status":"ok"}', `${baseline.url}/health`),
      await load('api GET /health (PGlite select 1)', `${api.url}/health`),
    ];
    printTable('Health route: api vs bare Fastify (50 connections, 10 s each)', rows);
  } finally {
    await api.stop();
    await baseline.stop();
  }
}
