import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { amountRate, type LoadResult } from './load';

/** Like POSTs per run: a fixed number, so none is cut off in flight at the end. */
export const LIKES = 6000;

interface CountDoc {
  data: { attributes: { likes_count: number } };
}

/**
 * Like POSTs, each with a fresh virtual user id; the count read back must match exactly. A
 * fixed number of requests (not a duration), so none is cut off in flight at the end.
 */
export async function likeLoad(
  base: string,
  amount: number = LIKES,
): Promise<{ row: LoadResult; expected: number; counted: number }> {
  const countUrl = `${base}/api/v3/articles/1?fields[articles]=likes_count`;
  const read = async () =>
    ((await (await fetch(countUrl)).json()) as CountDoc).data.attributes.likes_count;
  const before = await read();
  const result = await autocannon({
    url: `${base}/api/v3/likes`,
    connections: 20,
    amount,
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
      requestsPerSecond: amountRate(result),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    },
    expected: before + created,
    counted: await read(),
  };
}
