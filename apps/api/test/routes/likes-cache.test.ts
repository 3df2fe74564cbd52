import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../support/documents';
import { testApi } from '../support/app';

const LIKED = '2';
const reads = {
  liked: `/api/v3/articles/${LIKED}?fields[articles]=title,likes_count`,
  other: '/api/v3/articles/1?fields[articles]=title,likes_count',
  list: '/api/v3/articles?page[size]=10&fields[articles]=title,likes_count',
  match: '/api/v3/matches/1',
} as const;

/** `likes_count` of each article a read shows, by id. */
function likes(response: LightMyRequestResponse): Map<string, unknown> {
  const { data } = response.json<{ data: Resource | Resource[] }>();
  return new Map(
    (Array.isArray(data) ? data : [data]).map((r) => [r.id, r.attributes.likes_count]),
  );
}

describe("a like changes only its target's counts in the read cache (issue 30 item 6)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApi({ likesPerMinute: 100_000 });
  });
  afterAll(() => app.close());

  it('every cached read stays a hit; only the documents showing the target get its new count (and ETag)', async () => {
    const before = new Map<string, LightMyRequestResponse>();
    for (const [name, url] of Object.entries(reads)) {
      await app.inject({ url });
      before.set(name, await app.inject({ url }));
    }
    const stats = app.readCache.stats;

    const liked = await app.inject({
      method: 'POST',
      url: '/api/v3/likes',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({
        data: {
          type: 'like',
          attributes: { virtual_user_id: randomUUID() },
          relationships: { resource: { data: { type: 'article', id: LIKED } } },
        },
      }),
    });
    expect(liked.statusCode).toBe(201);

    const after = new Map<string, LightMyRequestResponse>();
    for (const [name, url] of Object.entries(reads)) after.set(name, await app.inject({ url }));
    // Nothing was computed again: every read is a hit.
    expect([...after.values()].map((r) => r.headers['x-cache'])).toEqual(
      Object.keys(reads).map(() => 'hit'),
    );
    expect(app.readCache.stats.misses).toBe(stats.misses);

    const count = (name: string, which: Map<string, LightMyRequestResponse>, id: string) => {
      const response = which.get(name);
      return response ? Number(likes(response).get(id)) : Number.NaN;
    };
    for (const name of ['liked', 'list']) {
      expect(count(name, after, LIKED), name).toBe(count(name, before, LIKED) + 1);
      expect(after.get(name)?.headers.etag, name).not.toBe(before.get(name)?.headers.etag);
    }
    expect(count('list', after, '1')).toBe(count('list', before, '1'));
    for (const name of ['other', 'match']) {
      expect(after.get(name)?.headers.etag, name).toBe(before.get(name)?.headers.etag);
      expect(after.get(name)?.body, name).toBe(before.get(name)?.body);
    }
  });
});
