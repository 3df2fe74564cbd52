import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Doc, ListDoc } from '../support/documents';
import type { TokenKit } from '../support/user-tokens';
import {
  ANNA,
  ARTICLE_COMMENTS,
  BARTEK,
  commentApi,
  DRAFT_COMMENT,
  HIDDEN_COMMENT,
  LIVE_MATCH,
  listUrl,
  MATCH_COMMENT,
  MEMBERS_ARTICLE,
  MEMBERS_COMMENT,
  PUBLIC_ARTICLE,
  send,
} from './comments-support';

interface PagedDoc extends ListDoc {
  meta: { pagination: { current: number; last: number; next: number | null; records: number } };
}

describe('GET comments (issue 17 item 3: reads)', () => {
  let app: FastifyInstance;
  let kit: TokenKit;
  const as = (fan: { sub: string; nickname: string }) => kit.sign(fan);
  beforeAll(async () => {
    ({ app, kit } = await commentApi());
  });
  afterAll(() => app.close());

  it('newest first, ten a page, the pages counted without the hidden comment', async () => {
    const first = await send(app, 'GET', listUrl('article', PUBLIC_ARTICLE));
    expect(first.statusCode).toBe(200);
    const doc = first.json<PagedDoc>();
    const newest = [...ARTICLE_COMMENTS].reverse().map(String);
    expect(doc.data.map((c) => c.id)).toEqual(newest.slice(0, 10));
    expect(doc.meta.pagination).toEqual({ current: 1, last: 2, next: 2, records: 12 });
    const second = (await send(app, 'GET', listUrl('article', PUBLIC_ARTICLE, 2))).json<PagedDoc>();
    expect(second.data.map((c) => c.id)).toEqual(newest.slice(10));
    expect(second.meta.pagination.next).toBeNull();
  });

  it('each comment: its attributes, own false for anonymous callers, the author public only', async () => {
    const doc = (await send(app, 'GET', listUrl('article', PUBLIC_ARTICLE))).json<PagedDoc>();
    const [comment] = doc.data;
    expect(Object.keys(comment?.attributes ?? {}).sort()).toEqual(
      ['body', 'created_at', 'own', 'resource_id', 'resource_type'].sort(),
    );
    expect(comment?.attributes).toMatchObject({
      body: 'Komentarz 12',
      resource_type: 'article',
      resource_id: PUBLIC_ARTICLE,
      own: false,
    });
    expect(comment?.relationships?.user).toEqual({
      data: { type: 'users', id: String(BARTEK.id) },
    });
    expect(doc.data.every((c) => c.attributes.own === false)).toBe(true);
    const people = (doc.included ?? []).filter((r) => r.type === 'users');
    expect(people.map((r) => r.id).sort()).toEqual([String(ANNA.id), String(BARTEK.id)]);
    for (const person of people) {
      expect(Object.keys(person.attributes).sort()).toEqual(['avatar_url', 'nickname']);
    }
    expect(JSON.stringify(doc)).not.toContain(ANNA.sub);
  });

  it('own is true only on the caller’s comments, and signed-in reads are private', async () => {
    const anonymous = await send(app, 'GET', listUrl('article', PUBLIC_ARTICLE));
    expect(anonymous.headers['x-cache']).toBe('hit');
    const response = await send(app, 'GET', listUrl('article', PUBLIC_ARTICLE), await as(ANNA));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-cache']).toBeUndefined();
    const doc = response.json<PagedDoc>();
    for (const comment of doc.data) {
      const author = (comment.relationships?.user?.data as { id: string }).id;
      expect(comment.attributes.own).toBe(author === String(ANNA.id));
    }
    expect(doc.data.some((c) => c.attributes.own === true)).toBe(true);
    // The anonymous answer kept in the cache is still everyone's.
    const again = (await send(app, 'GET', listUrl('article', PUBLIC_ARTICLE))).json<PagedDoc>();
    expect(again.data.every((c) => c.attributes.own === false)).toBe(true);
    const byId = await send(app, 'GET', `/api/v3/comments/${String(ARTICLE_COMMENTS[0])}`);
    expect(byId.json<Doc>().data.attributes.own).toBe(false);
    const mine = await send(
      app,
      'GET',
      `/api/v3/comments/${String(ARTICLE_COMMENTS[0])}`,
      await as(ANNA),
    );
    expect(mine.json<Doc>().data.attributes.own).toBe(true);
    const theirs = await send(
      app,
      'GET',
      `/api/v3/comments/${String(ARTICLE_COMMENTS[0])}`,
      await as(BARTEK),
    );
    expect(theirs.json<Doc>().data.attributes.own).toBe(false);
  });

  it('a hidden comment is shown to nobody: not by id, not listed, not counted', async () => {
    for (const token of [undefined, await as(ANNA)]) {
      const byId = await send(app, 'GET', `/api/v3/comments/${String(HIDDEN_COMMENT)}`, token);
      expect(byId.statusCode).toBe(404);
      const list = await send(app, 'GET', '/api/v3/comments?page[size]=50&include=user', token);
      const ids = list.json<ListDoc>().data.map((c) => c.id);
      expect(ids).not.toContain(String(HIDDEN_COMMENT));
      expect(JSON.stringify(list.json())).not.toContain('Ukryty');
      const filtered = await send(
        app,
        'GET',
        `/api/v3/comments?filter[id]=${String(HIDDEN_COMMENT)}`,
        token,
      );
      expect([200, 400]).toContain(filtered.statusCode);
      expect(JSON.stringify(filtered.json())).not.toContain('Ukryty');
    }
  });

  it('comments on a members-only article need a user token; on a draft, nobody sees them', async () => {
    const url = listUrl('article', MEMBERS_ARTICLE);
    expect((await send(app, 'GET', url)).json<ListDoc>().data).toEqual([]);
    const byId = `/api/v3/comments/${String(MEMBERS_COMMENT)}`;
    expect((await send(app, 'GET', byId)).statusCode).toBe(404);
    const signedIn = await send(app, 'GET', url, await as(ANNA));
    expect(signedIn.json<ListDoc>().data.map((c) => c.id)).toEqual([String(MEMBERS_COMMENT)]);
    expect((await send(app, 'GET', byId, await as(ANNA))).statusCode).toBe(200);
    const draft = `/api/v3/comments/${String(DRAFT_COMMENT)}`;
    expect((await send(app, 'GET', draft, await as(ANNA))).statusCode).toBe(404);
  });

  it('comments on the match centre, also under /api/v2', async () => {
    for (const url of [
      listUrl('match', LIVE_MATCH),
      listUrl('match', LIVE_MATCH).replace('/api/v3/', '/api/v2/'),
    ]) {
      const doc = (await send(app, 'GET', url)).json<ListDoc>();
      expect(doc.data.map((c) => c.id)).toEqual([String(MATCH_COMMENT)]);
      expect(doc.data[0]?.attributes).toMatchObject({ resource_type: 'match', own: false });
    }
  });
});
