import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLikeCount, readLikeCount } from './like-count-read';

const API = 'https://api.example/api/v3/';

describe('parseLikeCount', () => {
  it('takes data.attributes.likes_count', () => {
    expect(parseLikeCount({ data: { id: '1', attributes: { likes_count: 12 } } })).toBe(12);
  });

  it.each([
    [null],
    [{}],
    [{ data: [] }],
    [{ data: { attributes: { likes_count: '12' } } }],
    [{ data: { attributes: { likes_count: -1 } } }],
    [{ data: { attributes: { likes_count: 1.5 } } }],
  ])('is null for %j', (body) => {
    expect(parseLikeCount(body)).toBeNull();
  });
});

describe('readLikeCount', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the read headers and returns the count', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(Response.json({ data: { attributes: { likes_count: 5 } } })),
    );
    vi.stubGlobal('fetch', fetch);
    const count = await readLikeCount(
      API,
      { type: 'article', id: '4' },
      new AbortController().signal,
    );
    expect(count).toBe(5);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/api/v3/articles/4?fields[articles]=likes_count');
    expect(init.headers).toMatchObject({ 'Client-Id': '1', 'Device-Platform': 'web' });
  });

  it('fails on an error status (the rendered count stays)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 503 }))),
    );
    await expect(
      readLikeCount(API, { type: 'article', id: '4' }, new AbortController().signal),
    ).rejects.toThrow('503');
  });
});
