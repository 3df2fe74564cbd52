import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { load, printTable, type LoadResult } from './lib/load';
import { startApi, startBaseline } from './lib/servers';

const LIKES = 6000;
const LIST = '/api/v3/articles?include=image,tags,publication_category&page[size]=12';

interface CountDoc {
  data: { attributes: { likes_count: number } };
}

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
 * Like POSTs, each with a fresh virtual user id; the count read back must match exactly. A
 * fixed number of requests (not a duration), so none is cut off in flight at the end.
 */
async function likeLoad(
  base: string,
): Promise<{ row: LoadResult; expected: number; counted: number }> {
  const countUrl = `${base}/api/v3/articles/1?fields[articles]=likes_count`;
  const read = async () =>
    ((await (await fetch(countUrl)).json()) as CountDoc).data.attributes.likes_count;
  const before = await read();
  const result = await autocannon({
    url: `${base}/api/v3/likes`,
    connections: 20,
    amount: LIKES,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/vnd.api+json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            data: {
              type: 'like',
              attributes: { virtual_user_id: randomUUID() },
              relationships: { resource: { data: { id: '1', type: 'article' } } },
            },
          }),
        }),
      },
    ],
  });
  const created = result['2xx'];
  return {
    row: {
      label: 'api POST /likes (fresh UUID each)',
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    },
    expected: before + created,
    counted: await read(),
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
