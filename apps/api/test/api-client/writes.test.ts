import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  CancelledError,
  fetchAll,
  fetchAllArticles,
  fetchAllOf,
  getArticles,
  getTags,
  postLike,
  readLikesCount,
  tagSchema,
  type ApiClient,
} from '@trybuna/api-client';
import { rejection, startApi, type Recorded } from './start';

describe('api-client against the real content API: likes, cancellation, pages', () => {
  let app: FastifyInstance;
  let client: ApiClient;
  let log: Recorded;
  beforeAll(async () => {
    const started = await startApi({ likesPerMinute: 100_000 });
    app = started.app;
    log = started.log;
    client = started.client();
  });
  afterAll(() => app.close());

  it.each([
    ['article', '1', undefined],
    ['match', '2', undefined],
    ['squad_player', '2', undefined],
    ['component', '2', '1'],
  ] as const)('a %s like: the count read back goes up by exactly one', async (type, id, pageId) => {
    const before = await readLikesCount(client, type, id, { pageId });
    expect(before).toEqual(expect.any(Number));
    const like = await postLike(client, { id, type });
    const after = await readLikesCount(client, type, id, { pageId });
    expect(after).toBe((before ?? Number.NaN) + 1);
    expect(like.likesCount).toBe(after);
    expect(like.id).toMatch(/^\d+$/);
  });

  it('club and incident likes are posted but their count is not read', async () => {
    await expect(postLike(client, { id: '2', type: 'club' })).resolves.toMatchObject({
      likesCount: 1,
    });
    expect(await readLikesCount(client, 'club', '2')).toBeNull();
  });

  it("422 → ApiError with the server's message field", async () => {
    const error = await rejection(postLike(client, { id: '1', type: 'article' }, 'not-a-uuid'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'virtual_user_id must be a UUID v4',
      data: { meta: { message: 'virtual_user_id must be a UUID v4' } },
    });
  });

  it('a reused virtual user id → 409 with the data; counted once', async () => {
    const vid = crypto.randomUUID();
    const before = await readLikesCount(client, 'article', '4');
    await postLike(client, { id: '4', type: 'article' }, vid);
    const error = await rejection(postLike(client, { id: '4', type: 'article' }, vid));
    expect(error).toMatchObject({ status: 409, data: { errors: [{ status: '409' }] } });
    expect(await readLikesCount(client, 'article', '4')).toBe((before ?? Number.NaN) + 1);
  });

  it('a cancelled request rejects with CancelledError; the client goes on working', async () => {
    log.errors.length = 0;
    log.debugs.length = 0;
    const { promise, cancel } = client.getCancellable('articles');
    cancel();
    expect(await rejection(promise)).toBeInstanceOf(CancelledError);
    expect(log.errors).toEqual([]);
    expect(log.debugs).toEqual([['REQUEST CANCELLED', expect.objectContaining({ method: 'GET' })]]);
    const post = client.postCancellable('likes', {});
    post.cancel();
    expect(await rejection(post.promise)).toBeInstanceOf(CancelledError);
    expect((await getTags(client)).data).toHaveLength(2);
  });

  it('fetchAllArticles walks several pages with 1 s waits, the same items as one big page', async () => {
    const delays: number[] = [];
    const sleep = (ms: number) => {
      delays.push(ms);
      return Promise.resolve();
    };
    const everything = await getArticles(client, { page: { size: 50 } });
    const paged = await fetchAllArticles(client, {}, { pageSize: 2, sleep });
    expect(paged.map((a) => a.id)).toEqual(everything.data.map((a) => a.id));
    expect(paged).toHaveLength(5);
    expect(delays).toEqual([1000, 1000]);
    const capped = await fetchAllArticles(client, {}, { pageSize: 2, max: 3, sleep });
    expect(capped.map((a) => a.id)).toEqual(everything.data.slice(0, 3).map((a) => a.id));
  });

  it('fetchAll of another resource: pages of 50 by default, no waits', async () => {
    const delays: number[] = [];
    const sleep = (ms: number) => {
      delays.push(ms);
      return Promise.resolve();
    };
    expect((await fetchAll(client, 'squad_players', {}, { sleep })).map((p) => p.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
    const tags = await fetchAllOf(client, 'tags', tagSchema, {}, { pageSize: 1, sleep });
    expect(tags.map((t) => t.slug)).toEqual(['liga', 'a-u19']);
    expect(delays).toEqual([]);
  });
});

describe('api-client with the static API key (000 §7.1 Authorization: {key})', () => {
  let app: FastifyInstance;
  let client: ApiClient;
  let locked: ApiClient;
  beforeAll(async () => {
    const started = await startApi({ apiKey: 'env-key' });
    app = started.app;
    client = started.client({ apiKey: 'env-key' });
    locked = started.client();
  });
  afterAll(() => app.close());

  it("with the key the API answers; without it → ApiError 401 'Unauthorized'", async () => {
    expect((await getTags(client)).data).toHaveLength(2);
    const error = await rejection(getTags(locked));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  it('a per-call header removal drops the key', async () => {
    await expect(getTags(client, {}, { headers: { authorization: null } })).rejects.toMatchObject({
      status: 401,
    });
  });
});
