import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import type { Doc, Resource } from '../support/documents';
import type { TokenKit } from '../support/user-tokens';
import {
  answersCount,
  BUSY,
  FINISHED,
  OPEN,
  postVote,
  surveyVoteApi,
  voteBody,
  votesIn,
} from './survey-votes-support';

interface ErrorDoc {
  errors: { status: string; title: string; detail?: string; source?: { pointer?: string } }[];
}

describe('POST surveys/user_answers (001 §7, issue 17 item 1)', () => {
  let app: FastifyInstance;
  let database: Database;
  let kit: TokenKit;
  const fan = (sub: string) => kit.sign({ sub, nickname: sub });
  beforeAll(async () => {
    ({ app, database, kit } = await surveyVoteApi({ surveyVotesPerMinute: 10_000 }));
  });
  afterAll(() => app.close());

  it('401 without a token, with a broken one, or one signed by another key; nothing counted', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await kit.sign({ sub: 'fan-forged' }, { key: privateKey });
    for (const token of [undefined, 'not-a-token', forged]) {
      const response = await postVote(app, token, voteBody(OPEN.answers[0]));
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/vnd.api+json');
      expect(response.json<ErrorDoc>().errors[0]).toMatchObject({ status: '401' });
    }
    expect(await answersCount(database, OPEN.answers[0])).toBe(OPEN.counts[0]);
    expect(await votesIn(database, OPEN.survey)).toBe(0);
  });

  it('201: the vote, counted once, with the answer and its new answers_count included', async () => {
    const response = await postVote(app, await fan('fan-first'), voteBody(OPEN.answers[0]));
    expect(response.statusCode).toBe(201);
    const doc = response.json<Doc & { meta: { answers_count: number } }>();
    expect(doc.data).toMatchObject({
      type: 'user_answers',
      id: expect.stringMatching(/^\d+$/) as unknown,
      relationships: {
        answer: { data: { type: 'survey_answers', id: String(OPEN.answers[0]) } },
        survey: { data: { type: 'surveys', id: String(OPEN.survey) } },
      },
    });
    expect(Number.isNaN(Date.parse(String(doc.data.attributes.created_at)))).toBe(false);
    expect(doc.included).toEqual([
      expect.objectContaining({
        type: 'survey_answers',
        id: String(OPEN.answers[0]),
        attributes: expect.objectContaining({ answers_count: OPEN.counts[0] + 1 }) as unknown,
      }),
    ]);
    expect(doc.meta.answers_count).toBe(OPEN.counts[0] + 1);
    expect(await answersCount(database, OPEN.answers[0])).toBe(OPEN.counts[0] + 1);
    expect(await answersCount(database, OPEN.answers[1])).toBe(OPEN.counts[1]);
  });

  it('409 for a second vote in the same survey (same answer, another answer, the v2 prefix)', async () => {
    const token = await fan('fan-twice');
    expect((await postVote(app, token, voteBody(OPEN.answers[1]))).statusCode).toBe(201);
    const before = await Promise.all(OPEN.answers.map((id) => answersCount(database, id)));
    const v2 = '/api/v2/surveys/user_answers?include=answer';
    for (const [answer, url] of [
      [OPEN.answers[1], undefined],
      [OPEN.answers[2], undefined],
      [OPEN.answers[0], v2],
    ] as const) {
      const response = await postVote(app, token, voteBody(answer), url);
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorDoc>().errors[0]).toMatchObject({ status: '409' });
    }
    expect(await Promise.all(OPEN.answers.map((id) => answersCount(database, id)))).toEqual(before);
    // The same fan still votes in another survey.
    expect((await postVote(app, token, voteBody(BUSY.answers[0]))).statusCode).toBe(201);
  });

  it('404 for an answer that does not exist', async () => {
    const token = await fan('fan-lost');
    for (const id of ['999999', '2147483647']) {
      const response = await postVote(app, token, voteBody(id));
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorDoc>().errors[0]).toMatchObject({ status: '404' });
    }
  });

  it('a survey relationship naming the answer’s own survey is accepted', async () => {
    const response = await postVote(
      app,
      await fan('fan-named'),
      voteBody(OPEN.answers[2], OPEN.survey),
    );
    expect(response.statusCode).toBe(201);
  });

  const body = voteBody(OPEN.answers[0]);
  const relationships = body.data.relationships;
  it.each<[string, unknown, string]>([
    ['no body', undefined, '/'],
    ['no data', {}, '/data'],
    ['data null', { data: null }, '/data'],
    ['the wrong type', { data: { ...body.data, type: 'user_answers' } }, '/data/type'],
    [
      'no answer relationship',
      { data: { type: 'user_answer', relationships: {} } },
      '/data/relationships/answer',
    ],
    [
      'the wrong relationship type',
      {
        data: {
          ...body.data,
          relationships: { answer: { data: { id: '101', type: 'survey_answers' } } },
        },
      },
      '/data/relationships/answer/data/type',
    ],
    ...['abc', '1.5', '-1', '', '007', '2147483648', ' 101'].map(
      (id): [string, unknown, string] => [
        `the id ${JSON.stringify(id)}`,
        voteBody(id),
        '/data/relationships/answer/data/id',
      ],
    ),
    [
      'a number for an id',
      {
        data: {
          ...body.data,
          relationships: { answer: { data: { id: 101, type: 'survey_answer' } } },
        },
      },
      '/data/relationships/answer/data/id',
    ],
    ['an extra member in data', { data: { ...body.data, attributes: {} } }, '/data'],
    ['a client id', { data: { ...body.data, id: '5' } }, '/data'],
    ['an extra top-level member', { ...body, meta: {} }, '/'],
    [
      'an extra relationship',
      { data: { ...body.data, relationships: { ...relationships, user: { data: null } } } },
      '/data/relationships',
    ],
    [
      'a survey relationship of the wrong type',
      {
        data: {
          ...body.data,
          relationships: { ...relationships, survey: { data: { id: '10', type: 'surveys' } } },
        },
      },
      '/data/relationships/survey/data/type',
    ],
    [
      'a survey relationship naming another survey',
      voteBody(OPEN.answers[0], BUSY.survey),
      '/data/relationships/survey/data/id',
    ],
  ])('422 for %s, counting nothing', async (_name, payload, pointer) => {
    const response = await postVote(
      app,
      await fan('fan-malformed'),
      payload === undefined ? '' : payload,
    );
    expect(response.statusCode).toBe(422);
    const doc = response.json<ErrorDoc & { message: string }>();
    expect(doc.errors.map((e) => e.source?.pointer)).toContain(pointer);
    expect(doc.errors.every((e) => e.status === '422')).toBe(true);
    expect(await answersCount(database, OPEN.answers[0])).toBe(OPEN.counts[0] + 1);
  });

  it('422 lists every issue of a body at once', async () => {
    const response = await postVote(app, await fan('fan-malformed'), {
      data: {
        type: 'vote',
        relationships: { answer: { data: { id: 'x', type: 'answer' } } },
        extra: true,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorDoc>().errors.length).toBeGreaterThanOrEqual(4);
  });

  it('400 for malformed JSON and for any query parameter but include=answer', async () => {
    const token = await fan('fan-query');
    expect((await postVote(app, token, '{"data":')).statusCode).toBe(400);
    for (const query of [
      'x=1',
      'include=survey',
      'include=answer,survey',
      'sort=id',
      'fields[survey_answers]=content',
    ]) {
      const response = await postVote(
        app,
        token,
        voteBody(OPEN.answers[0]),
        `/api/v3/surveys/user_answers?${query}`,
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorDoc>().errors[0]).toMatchObject({ status: '400' });
    }
    expect(await votesIn(database, OPEN.survey)).toBe(3);
  });

  it('without include=answer: 201 with the vote alone', async () => {
    const response = await postVote(
      app,
      await fan('fan-plain'),
      voteBody(BUSY.answers[1]),
      '/api/v3/surveys/user_answers',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Doc>().included).toBeUndefined();
  });

  it('422 for a finished survey, counting nothing', async () => {
    const response = await postVote(app, await fan('fan-late'), voteBody(FINISHED.answer));
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorDoc>().errors[0]?.detail).toMatch(/finished/);
    expect(await answersCount(database, FINISHED.answer)).toBe(7);
    expect(await votesIn(database, FINISHED.survey)).toBe(0);
  });

  it('the vote shows in GET surveys/{id} for its fan only, never anonymously', async () => {
    const token = await fan('fan-reader');
    const voted = await postVote(app, token, voteBody(OPEN.answers[1]));
    expect(voted.statusCode).toBe(201);
    const voteId = voted.json<Doc>().data.id;
    const url = `/api/v3/surveys/${String(OPEN.survey)}?include=user_answer,user_answer.answer`;
    const read = (headers: Record<string, string> = {}) => app.inject({ url, headers });

    const own = (await read({ 'user-authorization': token })).json<Doc>();
    expect(own.data.relationships?.user_answer?.data).toEqual({ type: 'user_answers', id: voteId });
    const included = (own.included ?? []).filter((r: Resource) => r.type === 'user_answers');
    expect(included).toEqual([
      expect.objectContaining({
        id: voteId,
        relationships: expect.objectContaining({
          answer: { data: { type: 'survey_answers', id: String(OPEN.answers[1]) } },
        }) as unknown,
      }),
    ]);

    const other = (await read({ 'user-authorization': await fan('fan-never-voted') })).json<Doc>();
    expect(other.data.relationships?.user_answer).toEqual({ data: null });
    expect((other.included ?? []).some((r) => r.type === 'user_answers')).toBe(false);

    // Anonymous, twice (the second from the read cache): no fan's vote in either.
    for (let i = 0; i < 2; i++) {
      const response = await read();
      expect(response.statusCode).toBe(200);
      const doc = response.json<Doc>();
      expect(doc.data.relationships?.user_answer).toEqual({ data: null });
      expect(response.body).not.toContain('"user_answers"');
    }
    // And a signed-in read after the cached anonymous one is still the fan's own.
    const again = (await read({ 'user-authorization': token })).json<Doc>();
    expect(again.data.relationships?.user_answer?.data).toEqual({
      type: 'user_answers',
      id: voteId,
    });
  });

  it('answers_total is the sum of the answers_count of its own answers, before and after a vote', async () => {
    const total = async () => {
      const doc = (
        await app.inject({
          method: 'GET',
          url: `/api/v3/surveys/${String(OPEN.survey)}?include=answers`,
        })
      ).json<Doc>();
      const counts = (doc.included ?? [])
        .filter((r: Resource) => r.type === 'survey_answers')
        .map((r: Resource) => Number(r.attributes.answers_count));
      return {
        total: Number(doc.data.attributes.answers_total),
        sum: counts.reduce((a, b) => a + b, 0),
      };
    };
    const before = await total();
    expect(before.total).toBe(before.sum);
    expect(
      (await postVote(app, await fan('fan-total'), voteBody(OPEN.answers[2]))).statusCode,
    ).toBe(201);
    const after = await total();
    expect(after).toEqual({ total: before.total + 1, sum: before.sum + 1 });
  });
});
