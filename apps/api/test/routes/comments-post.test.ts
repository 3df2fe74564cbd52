import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import type { Doc, ListDoc } from '../support/documents';
import type { TokenKit } from '../support/user-tokens';
import {
  commentApi,
  commentBody,
  DRAFT_ARTICLE,
  LIVE_MATCH,
  listUrl,
  MEMBERS_ARTICLE,
  PUBLIC_ARTICLE,
  send,
  storedComments,
} from './comments-support';

interface ErrorDoc {
  errors: { status: string; detail?: string; source?: { pointer?: string; parameter?: string } }[];
}

const URL = '/api/v3/comments?include=user';

describe('POST comments (issue 17 item 3)', () => {
  let app: FastifyInstance;
  let database: Database;
  let kit: TokenKit;
  const fan = (sub: string) => kit.sign({ sub, nickname: `Kibic ${sub}` });
  beforeAll(async () => {
    ({ app, database, kit } = await commentApi());
  });
  afterAll(() => app.close());

  it('401 without a token or with a broken one; nothing stored', async () => {
    const before = await storedComments(database, 'article', PUBLIC_ARTICLE);
    for (const token of [undefined, 'not-a-token']) {
      const response = await send(app, 'POST', URL, token, commentBody('Hej'));
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorDoc>().errors[0]?.status).toBe('401');
    }
    expect(await storedComments(database, 'article', PUBLIC_ARTICLE)).toBe(before);
  });

  it('201: the comment as typed (trimmed, not HTML-encoded), own, with its author', async () => {
    const text = '  <b>Brawo</b> & "dzięki"\nDo boju! 🦅  ';
    const response = await send(app, 'POST', URL, await fan('fan-post'), commentBody(text));
    expect(response.statusCode).toBe(201);
    const doc = response.json<Doc>();
    expect(doc.data).toMatchObject({
      type: 'comments',
      attributes: {
        body: '<b>Brawo</b> & "dzięki"\nDo boju! 🦅',
        resource_type: 'article',
        resource_id: PUBLIC_ARTICLE,
        own: true,
      },
    });
    expect(response.headers.location).toBe(`/api/v3/comments/${doc.data.id}`);
    const userId = (doc.data.relationships?.user?.data as { id: string }).id;
    expect(doc.included).toEqual([
      { type: 'users', id: userId, attributes: { nickname: 'Kibic fan-post', avatar_url: null } },
    ]);
    const anonymous = await send(app, 'GET', `/api/v3/comments/${doc.data.id}`);
    expect(anonymous.json<Doc>().data.attributes.own).toBe(false);
  });

  it('on the match centre and on a members-only article (the fan has a token), v2 too', async () => {
    const token = await fan('fan-where');
    const match = await send(app, 'POST', URL, token, commentBody('Gol!', 'match', '2'));
    expect(match.statusCode).toBe(201);
    expect(match.json<Doc>().data.attributes.resource_id).toBe(LIVE_MATCH);
    const members = commentBody('Dla swoich', 'article', String(MEMBERS_ARTICLE));
    expect((await send(app, 'POST', URL, token, members)).statusCode).toBe(201);
    const v2 = await send(app, 'POST', '/api/v2/comments', token, commentBody('Z v2'));
    expect(v2.statusCode).toBe(201);
    expect(v2.json<Doc>().included).toBeUndefined();
  });

  it('404 for an unknown article or match and for a draft', async () => {
    const token = await fan('fan-404');
    for (const [type, id] of [
      ['article', '999999'],
      ['article', String(DRAFT_ARTICLE)],
      ['match', '999999'],
    ] as const) {
      const response = await send(app, 'POST', URL, token, commentBody('Hej', type, id));
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorDoc>().errors[0]?.source?.pointer).toBe(
        '/data/relationships/resource/data/id',
      );
    }
    expect(await storedComments(database, 'article', DRAFT_ARTICLE)).toBe(1);
  });

  it('422 with every issue of a bad body', async () => {
    const token = await fan('fan-422');
    const cases: [string, unknown, string[]][] = [
      ['empty', commentBody(''), ['/data/attributes/body']],
      ['whitespace only', commentBody(' \n\t '), ['/data/attributes/body']],
      ['1001 characters', commentBody('ą'.repeat(1001)), ['/data/attributes/body']],
      ['a control character', commentBody('a\u0007b'), ['/data/attributes/body']],
      ['a NUL', commentBody('a\u0000b'), ['/data/attributes/body']],
      ['a number', commentBody(5), ['/data/attributes/body']],
      ['wrong type', { data: { ...commentBody('x').data, type: 'comments' } }, ['/data/type']],
      [
        'unknown resource type',
        commentBody('x', 'player', '1'),
        ['/data/relationships/resource/data/type'],
      ],
      ['non-digit id', commentBody('x', 'article', '1a'), ['/data/relationships/resource/data/id']],
      ['extra member', { data: { ...commentBody('x').data, id: '5' } }, ['/data']],
      [
        'extra attribute',
        {
          data: {
            ...commentBody('x').data,
            attributes: { body: 'x', hidden: false },
          },
        },
        ['/data/attributes'],
      ],
      [
        'several at once',
        commentBody('', 'player', 'x'),
        [
          '/data/attributes/body',
          '/data/relationships/resource/data/type',
          '/data/relationships/resource/data/id',
        ],
      ],
      ['no body', undefined, ['/']],
    ];
    const before = await storedComments(database, 'article', PUBLIC_ARTICLE);
    for (const [name, body, pointers] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: URL,
        headers: {
          'content-type': 'application/vnd.api+json',
          'user-authorization': `Bearer ${token}`,
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      expect(response.statusCode, name).toBe(422);
      const found = response.json<ErrorDoc>().errors.map((e) => e.source?.pointer);
      expect(found.sort(), name).toEqual(expect.arrayContaining(pointers.sort()) as unknown);
    }
    // A lone surrogate, as JSON can carry it.
    const lone = await send(app, 'POST', URL, token, JSON.stringify(commentBody('a\uD800b')));
    expect(lone.statusCode).toBe(422);
    // 1000 characters (astral ones count once) are fine.
    const long = await send(app, 'POST', URL, token, commentBody('🦅'.repeat(1000)));
    expect(long.statusCode).toBe(201);
    expect(await storedComments(database, 'article', PUBLIC_ARTICLE)).toBe(before + 1);
  });

  it('400 for malformed JSON and for query parameters other than include=user', async () => {
    const token = await fan('fan-400');
    expect((await send(app, 'POST', URL, token, '{"data":')).statusCode).toBe(400);
    for (const url of [
      '/api/v3/comments?include=resource',
      '/api/v3/comments?include=user,user.x',
      '/api/v3/comments?page[size]=5',
      '/api/v3/comments?foo=1',
    ]) {
      const response = await send(app, 'POST', url, token, commentBody('Hej'));
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('drops the cached lists of that resource and the comment by id', async () => {
    const url = listUrl('match', LIVE_MATCH);
    await send(app, 'GET', url);
    expect((await send(app, 'GET', url)).headers['x-cache']).toBe('hit');
    const posted = await send(app, 'POST', URL, await fan('fan-cache'), {
      ...commentBody('Świeży', 'match', String(LIVE_MATCH)),
    });
    const id = posted.json<Doc>().data.id;
    const after = await send(app, 'GET', url);
    expect(after.headers['x-cache']).toBe('miss');
    const first = after.json<ListDoc>().data[0];
    expect(first).toMatchObject({ id, attributes: { body: 'Świeży', own: false } });
  });

  it('20 fans posting at once: every comment lands', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fan(`fan-crowd-${String(i)}`)),
    );
    const before = await storedComments(database, 'match', 3);
    const responses = await Promise.all(
      tokens.map((token, i) =>
        send(app, 'POST', URL, token, commentBody(`Kibic ${String(i)}`, 'match', '3')),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(await storedComments(database, 'match', 3)).toBe(before + 20);
  });
});

describe('POST comments: the per-fan rate limit', () => {
  let app: FastifyInstance;
  let kit: TokenKit;
  beforeAll(async () => {
    ({ app, kit } = await commentApi({ commentsPerMinute: undefined }));
  });
  afterAll(() => app.close());

  it('five a minute for one fan over both prefixes, then 429 with Retry-After; others unaffected', async () => {
    const token = await kit.sign({ sub: 'fan-chatty' });
    for (let i = 0; i < 5; i++) {
      const prefix = i % 2 === 0 ? '/api/v3' : '/api/v2';
      const response = await send(app, 'POST', `${prefix}/comments`, token, commentBody('Hej'));
      expect(response.statusCode).toBe(201);
    }
    const refused = await send(app, 'POST', URL, token, commentBody('Hej'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await kit.sign({ sub: 'fan-quiet' });
    expect((await send(app, 'POST', URL, other, commentBody('Hej'))).statusCode).toBe(201);
  });
});
