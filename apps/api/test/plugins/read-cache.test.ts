import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache, documentTags } from '../../src/plugins/read-cache';
import { testApi } from '../support/app';

describe('ReadCache', () => {
  it('tags a document with every resource it contains', () => {
    expect(
      documentTags({
        data: [{ type: 'articles', id: '1' }],
        included: [{ type: 'images', id: '2' }],
      }),
    ).toEqual(['articles:1', 'images:2']);
  });

  it('invalidation drops only the documents holding the resource', () => {
    const cache = new ReadCache();
    cache.set('a', '{}', ['articles:1', 'images:2']);
    cache.set('b', '{}', ['articles:2']);
    cache.invalidate('images:2');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
  });
});

describe('read caching over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApi();
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

  it('the language is part of the key', async () => {
    const pl = await app.inject({ url: '/api/v3/articles?page[size]=1' });
    const en = await app.inject({
      url: '/api/v3/articles?page[size]=1',
      headers: { 'accept-language': 'en' },
    });
    expect(en.body).not.toBe(pl.body);
  });

  it('a like empties the cached documents that show the liked article', async () => {
    const url = '/api/v3/articles/2?fields[articles]=likes_count';
    const before = (await app.inject({ url })).json<{
      data: { attributes: { likes_count: number } };
    }>();
    await app.inject({
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
    const after = await app.inject({ url });
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json<typeof before>().data.attributes.likes_count).toBe(
      before.data.attributes.likes_count + 1,
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
