import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../support/app';

const like = (type: string, id: string | number, virtualUserId: string = randomUUID()) => ({
  data: {
    type: 'like',
    attributes: { virtual_user_id: virtualUserId },
    relationships: { resource: { data: { id, type } } },
  },
});

describe('POST /likes (000 §7.3)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApi({ likesPerMinute: 100_000 });
  });
  afterAll(() => app.close());

  const post = (payload: unknown, contentType = 'application/vnd.api+json') =>
    app.inject({
      method: 'POST',
      url: '/api/v3/likes',
      headers: { 'content-type': contentType },
      payload: JSON.stringify(payload),
    });
  const likesCount = async (path: string, type: string) =>
    app
      .inject({ url: `/api/v3/${path}?fields[${type}]=likes_count` })
      .then(
        (r) =>
          r.json<{ data: { attributes: { likes_count: number } } }>().data.attributes.likes_count,
      );

  it.each([
    ['article', '1', 'articles/1', 'articles'],
    ['match', 1, 'matches/1', 'matches'],
    ['squad_player', '2', 'squad_players/2', 'squad_players'],
    ['component', '2', 'current_page/1/components/2', 'components'],
  ])('a %s like → 201 and likes_count + 1', async (type, id, path, fieldsType) => {
    const before = await likesCount(path, fieldsType);
    const response = await post(like(type, id));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      data: { type: 'like' },
      meta: { likes_count: before + 1 },
    });
    expect(await likesCount(path, fieldsType)).toBe(before + 1);
  });

  it('club and incident likes are accepted too', async () => {
    expect((await post(like('club', '2'))).statusCode).toBe(201);
  });

  it("a club like (the league table's rows, 000 §3) counts on the club; an unknown club → 404", async () => {
    // Clubs have no route of their own: their likes_count arrives with the table's rows.
    const clubLikes = async (id: string) => {
      const response = await app.inject({ url: '/api/v3/groups/1/standings?include=club' });
      const { included } = response.json<{
        included: { id: string; type: string; attributes: { likes_count: number } }[];
      }>();
      return included.find((r) => r.type === 'clubs' && r.id === id)?.attributes.likes_count;
    };
    const before = (await clubLikes('1')) ?? -1;
    expect((await post(like('club', '1'))).statusCode).toBe(201);
    expect(await clubLikes('1')).toBe(before + 1);
    const missing = await post(like('club', '999'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errors: [{ status: '404' }] });
  });

  it('plain application/json bodies are accepted', async () => {
    expect((await post(like('article', '2'), 'application/json')).statusCode).toBe(201);
  });

  it('the same virtual_user_id twice → 409, counted once', async () => {
    const id = randomUUID();
    const before = await likesCount('articles/4', 'articles');
    expect((await post(like('article', '4', id))).statusCode).toBe(201);
    expect((await post(like('article', '4', id))).statusCode).toBe(409);
    expect(await likesCount('articles/4', 'articles')).toBe(before + 1);
  });

  it.each([
    ['not JSON:API', { hello: 'world' }],
    ['wrong type', { data: { ...like('article', 1).data, type: 'likes' } }],
    ['not a UUID', like('article', 1, 'abc')],
    ['a UUID v1', like('article', 1, 'c232ab00-9414-11ec-b3c8-9f6bdeced846')],
    ['an unknown resource type', like('player', 1)],
    ['a non-numeric id', like('article', 'x1')],
    ['no resource', { data: { type: 'like', attributes: { virtual_user_id: randomUUID() } } }],
  ])('%s → 422 with message and errors[]', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    const body = response.json<{
      meta: { message: string };
      errors: { status: string; source: { pointer: string } }[];
    }>();
    expect(body.meta.message).toEqual(expect.any(String));
    expect(body.errors[0]?.status).toBe('422');
  });

  it('malformed JSON → 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/likes',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ status: '400' }] });
  });

  it('an empty body with a JSON content type is a validation error, not a parser failure', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/likes',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ status: '422' }] });
  });

  it('a missing resource → 404 and nothing counted', async () => {
    const response = await post(like('article', '999'));
    expect(response.statusCode).toBe(404);
  });

  it('2,000 likes in parallel count exactly 2,000', async () => {
    const before = await likesCount('matches/3', 'matches');
    const responses = await Promise.all(
      Array.from({ length: 2000 }, () => post(like('match', '3'))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2000);
    expect(await likesCount('matches/3', 'matches')).toBe(before + 2000);
  });
});

describe('like rate limit', () => {
  it('a script gets 429 with Retry-After; the likes before it count', async () => {
    const app = await testApi({ likesPerMinute: 5 });
    try {
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 7; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v3/likes',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(like('article', '1')),
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          retryAfter = String(response.headers['retry-after']);
          expect(response.json()).toMatchObject({ errors: [{ status: '429' }] });
        }
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
