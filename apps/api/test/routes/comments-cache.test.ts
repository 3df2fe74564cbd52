import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListDoc } from '../support/documents';
import type { TokenKit } from '../support/user-tokens';
import {
  ANNA,
  commentApi,
  commentBody,
  LIVE_MATCH,
  listUrl,
  MATCH_COMMENT,
  PUBLIC_ARTICLE,
  send,
} from './comments-support';

const ids = (response: LightMyRequestResponse) => response.json<ListDoc>().data.map((c) => c.id);

describe('cached comment lists and comment writes (issue 30 item 6)', () => {
  let app: FastifyInstance;
  let kit: TokenKit;
  let moderator: string;
  beforeAll(async () => {
    ({ app, kit } = await commentApi());
    moderator = await kit.sign({ sub: 'moderator-1', roles: ['moderator', 'editor'] });
  });
  afterAll(() => app.close());

  const articleThread = listUrl('article', PUBLIC_ARTICLE);
  const matchThread = listUrl('match', LIVE_MATCH);
  /** Article 2 has no comment: an empty list holds no comment to be found by. */
  const emptyThread = listUrl('article', 2);
  const news = '/api/v3/articles?page[size]=10';
  const anonymous = (url: string) => send(app, 'GET', url);

  async function warm(urls: string[]): Promise<void> {
    for (const url of urls) {
      await anonymous(url);
      expect((await anonymous(url)).headers['x-cache'], url).toBe('hit');
    }
  }

  it("a comment drops its thread's lists (even an empty one) and no other thread's", async () => {
    await warm([articleThread, matchThread, emptyThread, news]);
    const token = await kit.sign({ sub: ANNA.sub });
    const posted = await send(
      app,
      'POST',
      '/api/v3/comments',
      token,
      commentBody('Brawo!', 'article', '2'),
    );
    expect(posted.statusCode).toBe(201);
    const id = posted.json<{ data: { id: string } }>().data.id;

    const thread = await anonymous(emptyThread);
    expect(thread.headers['x-cache']).toBe('miss');
    expect(ids(thread)).toEqual([id]);
    for (const url of [articleThread, matchThread, news]) {
      expect((await anonymous(url)).headers['x-cache'], url).toBe('hit');
    }
  });

  it('moderation hides a comment from its thread at once; the other threads stay cached', async () => {
    await warm([articleThread, matchThread]);
    const hidden = await send(
      app,
      'PATCH',
      `/api/v3/comments/${String(MATCH_COMMENT)}`,
      moderator,
      {
        data: { type: 'comments', id: String(MATCH_COMMENT), attributes: { hidden: true } },
      },
    );
    expect(hidden.statusCode).toBe(200);
    const thread = await anonymous(matchThread);
    expect(thread.headers['x-cache']).toBe('miss');
    expect(ids(thread)).not.toContain(String(MATCH_COMMENT));
    expect((await anonymous(articleThread)).headers['x-cache']).toBe('hit');

    // Shown again: back in its thread, though the cached list no longer held it.
    await warm([matchThread]);
    const shown = await send(app, 'PATCH', `/api/v3/comments/${String(MATCH_COMMENT)}`, moderator, {
      data: { type: 'comments', id: String(MATCH_COMMENT), attributes: { hidden: false } },
    });
    expect(shown.statusCode).toBe(200);
    expect(ids(await anonymous(matchThread))).toContain(String(MATCH_COMMENT));
  });

  it('a list not narrowed to one thread is dropped by every comment', async () => {
    const wide = '/api/v3/comments?page[size]=50';
    await warm([wide, articleThread]);
    const token = await kit.sign({ sub: ANNA.sub });
    const posted = await send(
      app,
      'POST',
      '/api/v3/comments',
      token,
      commentBody('Gol!', 'match', String(LIVE_MATCH)),
    );
    expect(posted.statusCode).toBe(201);
    const list = await anonymous(wide);
    expect(list.headers['x-cache']).toBe('miss');
    expect(ids(list)).toContain(posted.json<{ data: { id: string } }>().data.id);
    expect((await anonymous(articleThread)).headers['x-cache']).toBe('hit');
  });
});
