import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Doc, ListDoc } from '../support/documents';
import type { TokenKit } from '../support/user-tokens';
import {
  ANNA,
  ARTICLE_COMMENTS,
  BARTEK,
  commentApi,
  HIDDEN_COMMENT,
  listUrl,
  PUBLIC_ARTICLE,
  send,
} from './comments-support';

const byId = (id: number | string) => `/api/v3/comments/${String(id)}`;
const moderation = (id: number | string, hidden: unknown) => ({
  data: { type: 'comments', id: String(id), attributes: { hidden } },
});

describe('DELETE and PATCH comments/{id} (issue 17 item 3)', () => {
  let app: FastifyInstance;
  let kit: TokenKit;
  const as = (fan: { sub: string; nickname: string }) => kit.sign(fan);
  const moderator = () => kit.sign({ sub: 'moderator-ewa', nickname: 'Ewa', roles: ['moderator'] });
  const listed = async (id: number) =>
    (await send(app, 'GET', listUrl('article', PUBLIC_ARTICLE, 1, 50)))
      .json<ListDoc>()
      .data.some((c) => c.id === String(id));
  beforeAll(async () => {
    ({ app, kit } = await commentApi());
  });
  afterAll(() => app.close());

  it('DELETE: 401 anonymous, 403 another fan, 404 unknown or hidden, 204 for the author', async () => {
    const annas = ARTICLE_COMMENTS[0] ?? 0; // Anna's
    expect((await send(app, 'DELETE', byId(annas))).statusCode).toBe(401);
    expect((await send(app, 'DELETE', byId(annas), await as(BARTEK))).statusCode).toBe(403);
    for (const id of ['999999', 'abc', String(HIDDEN_COMMENT)]) {
      expect((await send(app, 'DELETE', byId(id), await as(ANNA))).statusCode, id).toBe(404);
    }
    expect((await send(app, 'DELETE', `${byId(annas)}?x=1`, await as(ANNA))).statusCode).toBe(400);
    // Cached before, gone after: the list and the comment by id.
    await send(app, 'GET', listUrl('article', PUBLIC_ARTICLE, 1, 50));
    await send(app, 'GET', byId(annas));
    const deleted = await send(app, 'DELETE', byId(annas), await as(ANNA));
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await send(app, 'GET', byId(annas))).statusCode).toBe(404);
    expect(await listed(annas)).toBe(false);
    expect((await send(app, 'DELETE', byId(annas), await as(ANNA))).statusCode).toBe(404);
  });

  it('DELETE: a moderator may delete any comment (v2 too)', async () => {
    const bartek = ARTICLE_COMMENTS[1] ?? 0;
    const response = await send(
      app,
      'DELETE',
      byId(bartek).replace('/v3/', '/v2/'),
      await moderator(),
    );
    expect(response.statusCode).toBe(204);
    expect(await listed(bartek)).toBe(false);
  });

  it('PATCH: a moderator hides a comment, after which nobody reads it; shows it again', async () => {
    const id = ARTICLE_COMMENTS[2] ?? 0;
    await send(app, 'GET', byId(id));
    expect(await listed(id)).toBe(true);
    const hidden = await send(app, 'PATCH', byId(id), await moderator(), moderation(id, true));
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<Doc>().data).toMatchObject({
      type: 'comments',
      id: String(id),
      attributes: { hidden: true, own: false },
    });
    for (const token of [undefined, await as(ANNA)]) {
      expect((await send(app, 'GET', byId(id), token)).statusCode).toBe(404);
    }
    expect(await listed(id)).toBe(false);
    // Its author can no longer delete it either.
    expect((await send(app, 'DELETE', byId(id), await as(ANNA))).statusCode).toBe(404);
    const shown = await send(app, 'PATCH', byId(id), await moderator(), moderation(id, false));
    expect(shown.statusCode).toBe(200);
    expect(await listed(id)).toBe(true);
  });

  it('PATCH: 401 anonymous, 403 a fan (even the author), 404 unknown, 422 a bad body, 409 another id', async () => {
    const id = ARTICLE_COMMENTS[4] ?? 0; // Anna's
    expect((await send(app, 'PATCH', byId(id), undefined, moderation(id, true))).statusCode).toBe(
      401,
    );
    const fan = await send(app, 'PATCH', byId(id), await as(ANNA), moderation(id, true));
    expect(fan.statusCode).toBe(403);
    expect(await listed(id)).toBe(true);
    const token = await moderator();
    expect(
      (await send(app, 'PATCH', byId(999999), token, moderation(999999, true))).statusCode,
    ).toBe(404);
    for (const body of [
      moderation(id, 'yes'),
      { data: { type: 'comments', id: String(id), attributes: { hidden: true, body: 'x' } } },
      { data: { type: 'comment', id: String(id), attributes: { hidden: true } } },
    ]) {
      expect((await send(app, 'PATCH', byId(id), token, body)).statusCode).toBe(422);
    }
    expect((await send(app, 'PATCH', byId(id), token, moderation(id + 1, true))).statusCode).toBe(
      409,
    );
    expect(await listed(id)).toBe(true);
  });
});
