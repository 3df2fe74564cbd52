import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache, documentTags, type CacheableDocument } from '../../src/plugins/read-cache';
import { testApi } from '../support/app';

const article = (id: number, likes: number, text = '') => ({
  type: 'articles',
  id: String(id),
  attributes: { title: `Artykuł ${String(id)}${text}`, likes_count: likes },
});

const computed = (document: CacheableDocument) => () => Promise.resolve(document);

describe('ReadCache', () => {
  it('tags a document with every resource it contains', () => {
    expect(
      documentTags({
        data: [{ type: 'articles', id: '1' }],
        included: [{ type: 'images', id: '2' }],
      }),
    ).toEqual(['articles:1', 'images:2']);
  });

  it('keeps a document, and invalidation drops only the documents holding the resource', async () => {
    const cache = new ReadCache();
    await cache.read('a', computed({ data: [], included: [{ type: 'images', id: '2' }] }));
    await cache.read('b', computed({ data: article(2, 0) }));
    expect((await cache.read('a', computed({ data: null }))).hit).toBe(true);
    cache.invalidate('images:2');
    expect((await cache.read('a', computed({ data: null }))).hit).toBe(false);
    expect((await cache.read('b', computed({ data: null }))).hit).toBe(true);
  });

  it('is bounded by bytes: past maxBytes the least recently used documents go', async () => {
    const cache = new ReadCache({ maxBytes: 20_000, maxEntryBytes: 20_000 });
    const big = 'x'.repeat(3_000); // about 6 KB counted as UTF-16
    for (const key of ['1', '2', '3', '4', '5']) {
      await cache.read(key, computed({ data: article(Number(key), 0, big) }));
    }
    expect(cache.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.size).toBeLessThan(5);
    expect((await cache.read('5', computed({ data: null }))).hit).toBe(true);
    expect((await cache.read('1', computed({ data: null }))).hit).toBe(false);
  });

  it('answers a document larger than maxEntryBytes without keeping it', async () => {
    const cache = new ReadCache({ maxBytes: 100_000, maxEntryBytes: 1_000 });
    const read = await cache.read('big', computed({ data: article(1, 0, 'y'.repeat(2_000)) }));
    expect(read.body).toContain('yyyy');
    expect(cache.size).toBe(0);
  });

  it('expires a document ttlMs after its read began (injected clock)', async () => {
    let now = 1_000;
    const cache = new ReadCache({ ttlMs: 60_000, now: () => now });
    await cache.read('k', computed({ data: article(1, 0) }));
    now += 59_000;
    expect((await cache.read('k', computed({ data: null }))).hit).toBe(true);
    now += 2_000;
    expect((await cache.read('k', computed({ data: article(1, 0) }))).hit).toBe(false);
  });

  it('concurrent misses of one key share one computation', async () => {
    const cache = new ReadCache();
    let computations = 0;
    let finish: (document: CacheableDocument) => void = () => undefined;
    const compute = () => {
      computations++;
      return new Promise<CacheableDocument>((resolve) => {
        finish = resolve;
      });
    };
    const reads = Array.from({ length: 10 }, () => cache.read('same', compute));
    finish({ data: article(7, 3) });
    const answers = await Promise.all(reads);
    expect(computations).toBe(1);
    expect(answers.filter((a) => !a.hit)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('a failed computation fails every caller waiting on it and is not kept', async () => {
    const cache = new ReadCache();
    const failing = () => Promise.reject(new Error('boom'));
    const reads = [cache.read('x', failing), cache.read('x', failing)];
    await expect(Promise.all(reads)).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
  });

  it('a recorded like count is served in the cached document, with a new ETag, without a recompute', async () => {
    const cache = new ReadCache();
    const document = { data: [article(5, 2), article(6, 9)], included: [article(8, 1)] };
    const first = await cache.read('list', computed(document));
    cache.recordLikesCount('articles:5', 3);
    cache.recordLikesCount('articles:8', 4);
    let recomputed = false;
    const second = await cache.read('list', () => {
      recomputed = true;
      return Promise.resolve(document);
    });
    expect(recomputed).toBe(false);
    expect(second.hit).toBe(true);
    expect(second.etag).not.toBe(first.etag);
    const body = JSON.parse(second.body) as {
      data: { id: string; attributes: { likes_count: number; title: string } }[];
      included: { attributes: { likes_count: number } }[];
    };
    expect(body.data.map((a) => a.attributes.likes_count)).toEqual([3, 9]);
    expect(body.data[0]?.attributes.title).toBe('Artykuł 5');
    expect(body.included[0]?.attributes.likes_count).toBe(4);
    // An older (smaller) count answered late never goes back.
    cache.recordLikesCount('articles:5', 2);
    expect((await cache.read('list', computed(document))).etag).toBe(second.etag);
  });
});

describe('read caching over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApi({ allowedOrigins: ['https://site.test'] });
  });
  afterAll(() => app.close());

  it('a second identical read is a cache hit with the same ETag; If-None-Match → 304', async () => {
    const url = '/api/v3/articles?page[size]=2&include=image';
    const first = await app.inject({ url });
    const second = await app.inject({ url });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toContain('public');
    const notModified = await app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('parameter order, repeats and the /api/v2 alias do not make a new key', async () => {
    const first = await app.inject({ url: '/api/v3/tags?page[size]=3&sort=name&page[number]=1' });
    const reordered = await app.inject({
      url: '/api/v2/tags?page[number]=1&sort=-name&page[size]=3&sort=name',
    });
    expect(first.headers['x-cache']).toBe('miss');
    expect(reordered.headers['x-cache']).toBe('hit');
    expect(reordered.body).toBe(first.body);
  });

  it('an unknown parameter is a 400, never a cache key', async () => {
    const response = await app.inject({ url: '/api/v3/tags?x=random' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-cache']).toBeUndefined();
  });

  it('the language is part of the key', async () => {
    const pl = await app.inject({ url: '/api/v3/articles?page[size]=1' });
    const en = await app.inject({
      url: '/api/v3/articles?page[size]=1',
      headers: { 'accept-language': 'en' },
    });
    expect(en.body).not.toBe(pl.body);
  });

  it('concurrent misses of one URL are computed once', async () => {
    const url = '/api/v3/articles?page[size]=4&include=tags';
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ url })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.headers['x-cache'] === 'miss')).toHaveLength(1);
  });

  it('a like shows its fresh count in the cached document, which stays cached (new ETag)', async () => {
    const url = '/api/v3/articles/2?fields[articles]=likes_count,title';
    const before = await app.inject({ url });
    const count = (response: typeof before) =>
      response.json<{ data: { attributes: { likes_count: number } } }>().data.attributes
        .likes_count;
    const liked = await app.inject({
      method: 'POST',
      url: '/api/v3/likes',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        data: {
          type: 'like',
          attributes: { virtual_user_id: randomUUID() },
          relationships: { resource: { data: { id: '2', type: 'article' } } },
        },
      }),
    });
    expect(liked.statusCode).toBe(201);
    const after = await app.inject({ url });
    expect(after.headers['x-cache']).toBe('hit');
    expect(count(after)).toBe(count(before) + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await app.inject({
      url,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('Vary keeps the Origin CORS adds, besides the headers a read depends on', async () => {
    const response = await app.inject({
      url: '/api/v3/tags',
      headers: { origin: 'https://site.test' },
    });
    const vary = String(response.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(
      expect.arrayContaining(['origin', 'accept-language', 'user-authorization', 'preview-secret']),
    );
  });

  it('reads with a user token are private and not cached (an unverifiable one is a 401)', async () => {
    const response = await app.inject({
      url: '/api/v3/tags',
      headers: { 'user-authorization': 'token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-cache']).toBeUndefined();
  });
});
