import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import { matches } from '@trybuna/db/schema';
import { ReadCache, type CacheableDocument } from '../../src/plugins/read-cache';
import { matchReadRule, MATCH_READ_TTL_MS } from '../../src/plugins/read-rules';
import { testApi, testApiWithDatabase } from '../support/app';

const match = (score: number, likes = 0): CacheableDocument => ({
  data: {
    type: 'matches',
    id: '2',
    attributes: { status: 'live', home_squad_score: score, likes_count: likes },
  },
});
const computed = (document: CacheableDocument) => () => Promise.resolve(document);

const like = (app: FastifyInstance, id: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/likes',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      data: {
        type: 'like',
        attributes: { virtual_user_id: randomUUID() },
        relationships: { resource: { data: { id, type: 'match' } } },
      },
    }),
  });

/** The counter hero's re-read (001 §7): the fields it reads. */
const COUNTER =
  '/api/v3/matches/2?fields[matches]=status,start_time,home_squad_score,away_squad_score,likes_count';

describe('ReadCache rules', () => {
  it('keeps a document only as long as its rule says (injected clock), with a strong ETag', async () => {
    // lru-cache counts a start time of 0 as never stale: the clock starts later.
    let now = 1_000;
    const cache = new ReadCache({ now: () => now });
    const rule = matchReadRule();
    const first = await cache.read('m', computed(match(1)), rule);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    now += MATCH_READ_TTL_MS - 1;
    expect((await cache.read('m', computed(match(2)), rule)).hit).toBe(true);
    now += 2;
    const later = await cache.read('m', computed(match(2)), rule);
    expect(later.hit).toBe(false);
    expect(later.etag).not.toBe(first.etag);
  });

  it('splices a like count into a strongly tagged document and keeps it strong', async () => {
    const cache = new ReadCache();
    const first = await cache.read('m', computed(match(1, 4)), matchReadRule());
    cache.recordLikesCount('matches:2', 5);
    const second = await cache.read('m', computed(match(1, 4)), matchReadRule());
    expect(second.hit).toBe(true);
    expect(second.etag).toMatch(/^"[\w-]+"$/);
    expect(second.etag).not.toBe(first.etag);
    expect(second.body).toContain('"likes_count":5');
  });

  it('a rule of 0 ms computes every read and keeps nothing', async () => {
    const cache = new ReadCache();
    let computations = 0;
    const compute = () => {
      computations++;
      return Promise.resolve(match(1));
    };
    const reads = await Promise.all([1, 2, 3].map(() => cache.read('m', compute, { ttlMs: 0 })));
    expect(computations).toBe(3);
    expect(reads.every((read) => !read.hit)).toBe(true);
    expect(new Set(reads.map((read) => read.etag)).size).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('a rule never keeps a document longer than the cache does', async () => {
    // lru-cache counts a start time of 0 as never stale: the clock starts later.
    let now = 1_000;
    const cache = new ReadCache({ ttlMs: 500, now: () => now });
    await cache.read('m', computed(match(1)), { ttlMs: 5_000 });
    now += 501;
    expect((await cache.read('m', computed(match(1)), { ttlMs: 5_000 })).hit).toBe(false);
  });
});

describe('GET matches/{id}: the per-match cache of the counter hero', () => {
  let app: FastifyInstance;
  let database: Database;
  let now = 1_000;
  beforeAll(async () => {
    ({ app, database } = await testApiWithDatabase({ readCache: { now: () => now } }));
  });
  afterAll(() => app.close());

  it('answers from the cache with a strong ETag and a 1 s CDN lifetime', async () => {
    now += 10_000;
    const first = await app.inject({ url: COUNTER });
    const second = await app.inject({ url: COUNTER });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(String(first.headers.etag)).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
  });

  it('If-None-Match with the last ETag is a 304 with no body (also written weakly)', async () => {
    now += 10_000;
    const first = await app.inject({ url: COUNTER });
    const etag = String(first.headers.etag);
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await app.inject({ url: COUNTER, headers: { 'if-none-match': tag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const plain = await app.inject({
      url: '/api/v3/matches/2',
      headers: { 'if-none-match': etag },
    });
    // Another variant of the read (all fields) is another document with its own ETag.
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('a like changes the ETag at once: the old one is a 200 with the new count', async () => {
    now += 10_000;
    const before = await app.inject({ url: COUNTER });
    expect((await like(app, '2')).statusCode).toBe(201);
    const after = await app.inject({
      url: COUNTER,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBe('hit');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const count = (response: typeof before) =>
      response.json<{ data: { attributes: { likes_count: number } } }>().data.attributes
        .likes_count;
    expect(count(after)).toBe(count(before) + 1);
  });

  it('a changed score shows once the match has been kept its second (injected clock)', async () => {
    now += 10_000;
    const before = await app.inject({ url: COUNTER });
    await database.db.update(matches).set({ homeSquadScore: 3 }).where(eq(matches.id, 2));
    now += MATCH_READ_TTL_MS + 1;
    const after = await app.inject({
      url: COUNTER,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      after.json<{ data: { attributes: { home_squad_score: number } } }>().data.attributes
        .home_squad_score,
    ).toBe(3);
  });

  it('other reads keep the general rule: a weak ETag and the 30 s CDN lifetime', async () => {
    const list = await app.inject({ url: '/api/v3/matches?page[size]=2' });
    expect(String(list.headers.etag)).toMatch(/^W\//);
    expect(list.headers['cache-control']).toContain('s-maxage=30');
  });
});

describe('GET matches/{id} without the per-match cache (matchReadTtlMs: 0)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApi({ matchReadTtlMs: 0 });
  });
  afterAll(() => app.close());

  it('computes every read, and the same ETag still answers 304', async () => {
    const first = await app.inject({ url: COUNTER });
    const again = await app.inject({
      url: COUNTER,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(first.headers['x-cache']).toBe('miss');
    expect(again.headers['x-cache']).toBe('miss');
    expect(again.statusCode).toBe(304);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=0');
  });
});
