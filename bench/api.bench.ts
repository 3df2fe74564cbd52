import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { likeLoad, LIKES } from './lib/like-load';
import { load, printTable, type LoadResult } from './lib/load';
import { startApi, startBaseline } from './lib/servers';

const LIST = '/api/v3/articles?include=image,tags,publication_category&page[size]=12';

/**
 * Cold reads: every request excludes a different id that no article has (an unknown parameter
 * is a 400 now), so every request is its own cache key and none is a hit.
 */
async function coldLoad(base: string): Promise<LoadResult> {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `${LIST}&filter[id_not_eq]=${String(1_000_000 + n++)}`,
        }),
      },
    ],
  });
  return {
    label: 'api articles list, cold (no cache hit)',
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * 000 §7.2 article list with includes, cold and warm, against bare Fastify returning a
 * constant body of the same bytes; then like POSTs per second with the final count checked.
 */
export async function run(): Promise<void> {
  const api = await startApi({ API_LIKES_PER_MINUTE: '10000000' });
  const dir = await mkdtemp(path.join(tmpdir(), 'trybuna-bench-body-'));
  try {
    const body = await (await fetch(`${api.url}${LIST}`)).text();
    const bodyFile = path.join(dir, 'body.json');
    await writeFile(bodyFile, body);
    const baseline = await startBaseline(bodyFile);
    try {
      const rows = [
        await load(
          `bare Fastify, constant ${String(Buffer.byteLength(body))} B body`,
          `${baseline.url}${LIST}`,
        ),
        await coldLoad(api.url),
        await load('api articles list, warm (cache hit)', `${api.url}${LIST}`),
      ];
      printTable(`GET ${LIST} (50 connections, 10 s each)`, rows);
    } finally {
      await baseline.stop();
    }
    const likes = await likeLoad(api.url);
    printTable(`Likes (${String(LIKES)} POSTs, 20 connections)`, [likes.row]);
    console.log(
      `likes_count after the run: ${String(likes.counted)} (expected ${String(likes.expected)}: ${likes.counted === likes.expected ? 'exact' : 'MISMATCH'})`,
    );
  } finally {
    await api.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
