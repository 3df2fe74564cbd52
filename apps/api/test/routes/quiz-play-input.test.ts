import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import {
  answerBody,
  correctOf,
  finishQuiz,
  nextQuestion,
  OPEN,
  postAnswer,
  quizApi,
  storedAnswers,
} from './quiz-support';

interface ErrorDoc {
  errors: { status: string; detail?: string; source?: Record<string, string> }[];
}

const QUESTION = OPEN.questions[0];

/** A valid body with the member at `path` set to `value` (undefined removes it). */
function set(path: readonly string[], value: unknown): unknown {
  const body = structuredClone(answerBody(OPEN.quiz, QUESTION, correctOf(QUESTION), 5));
  let node = body as unknown as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1) ?? '';
  if (value === undefined) Reflect.deleteProperty(node, last);
  else node[last] = value;
  return body;
}

describe('quiz play: bad queries and bodies', () => {
  let app: FastifyInstance;
  let database: Database;
  let token: string;
  beforeAll(async () => {
    let fan: (sub: string) => Promise<string>;
    ({ app, database, fan } = await quizApi());
    token = await fan('fan-bodies');
  });
  afterAll(() => app.close());

  it.each([
    ['no quiz_id', '', 'quiz_id'],
    ['a quiz_id that is not an id', 'abc', 'quiz_id'],
    ['a quiz_id past 2³¹', '99999999999', 'quiz_id'],
  ])('next_question: 400 for %s', async (_name, quizId, parameter) => {
    const response = await app.inject({
      url: `/api/v3/quiz_questions/next_question${quizId === '' ? '' : `?quiz_id=${quizId}`}`,
      headers: { 'user-authorization': token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorDoc>().errors[0]?.source).toEqual({ parameter });
  });

  it.each([
    ['an unknown parameter', '&x=1', 'x'],
    ['a sort', '&sort=id', 'sort'],
    ['an include the question does not have', '&include=is_correct', 'include'],
  ])('next_question: 400 for %s, also anonymous', async (_name, more, parameter) => {
    for (const headers of [{ 'user-authorization': token }, {}]) {
      const response = await app.inject({
        url: `/api/v3/quiz_questions/next_question?quiz_id=${String(OPEN.quiz)}${more}`,
        headers,
      });
      const anonymousUnauthorized = response.statusCode === 401 && parameter === 'include';
      // An include is checked against the resource, after the 401.
      if (anonymousUnauthorized) continue;
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorDoc>().errors[0]?.source).toEqual({ parameter });
    }
  });

  it('POST and PATCH: 400 for a query parameter other than include', async () => {
    const post = await postAnswer(
      app,
      token,
      answerBody(OPEN.quiz, QUESTION, null, 1),
      '/api/v3/quiz_user_answers?page[size]=2',
    );
    expect(post.statusCode).toBe(400);
    const patch = await finishQuiz(app, token, OPEN.quiz, { query: '?filter[id_eq]=1' });
    expect(patch.statusCode).toBe(400);
  });

  it('malformed JSON is a 400', async () => {
    const response = await postAnswer(app, token, '{"data":');
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['no body at all', '', '/'],
    ['no data', {}, '/data'],
    ['data not an object', { data: [] }, '/data'],
    ['the type plural', set(['data', 'type'], 'quiz_user_answers'), '/data/type'],
    ['no attributes', set(['data', 'attributes'], undefined), '/data/attributes'],
    [
      'answer_time a string',
      set(['data', 'attributes', 'answer_time'], '5'),
      '/data/attributes/answer_time',
    ],
    [
      'answer_time negative',
      set(['data', 'attributes', 'answer_time'], -1),
      '/data/attributes/answer_time',
    ],
    [
      'answer_time absurd',
      set(['data', 'attributes', 'answer_time'], 1e9),
      '/data/attributes/answer_time',
    ],
    ['points sent by the client', set(['data', 'attributes', 'points'], 9), '/data/attributes'],
    ['an extra member', set(['meta'], {}), '/'],
    ['no quiz', set(['data', 'relationships', 'quiz'], undefined), '/data/relationships/quiz'],
    [
      'a quiz of another type',
      set(['data', 'relationships', 'quiz', 'data', 'type'], 'survey'),
      '/data/relationships/quiz/data/type',
    ],
    [
      'a numeric id',
      set(['data', 'relationships', 'quiz_question', 'data', 'id'], QUESTION),
      '/data/relationships/quiz_question/data/id',
    ],
    [
      'an id that is no id',
      set(['data', 'relationships', 'quiz_question', 'data', 'id'], '1e3'),
      '/data/relationships/quiz_question/data/id',
    ],
    [
      'no quiz_answer relationship',
      set(['data', 'relationships', 'quiz_answer'], undefined),
      '/data/relationships/quiz_answer',
    ],
  ])('POST: 422 for %s', async (_name, body, pointer) => {
    const response = await postAnswer(app, token, body === '' ? '' : body);
    expect(response.statusCode).toBe(422);
    const errors = response.json<ErrorDoc>().errors;
    expect(errors.map((e) => e.source?.pointer)).toContain(pointer);
    for (const error of errors) expect(error.status).toBe('422');
  });

  it('refused bodies saved nothing and started no attempt', async () => {
    expect(await storedAnswers(database, 'fan-bodies', OPEN.quiz)).toEqual([]);
    expect((await nextQuestion(app, token, OPEN.quiz)).statusCode).toBe(200);
  });
});

describe('quiz play: the per-fan rate limit', () => {
  let app: FastifyInstance;
  let fan: (sub: string) => Promise<string>;
  beforeAll(async () => {
    ({ app, fan } = await quizApi({ quizPlayPerMinute: 3 }));
  });
  afterAll(() => app.close());

  it('counts the three calls together, per fan, over both prefixes: 429 + Retry-After', async () => {
    const token = await fan('fan-hurry');
    expect((await nextQuestion(app, token, OPEN.quiz)).statusCode).toBe(200);
    expect((await nextQuestion(app, token, OPEN.quiz)).statusCode).toBe(200);
    const v2 = await app.inject({
      url: `/api/v2/quiz_questions/next_question?quiz_id=${String(OPEN.quiz)}`,
      headers: { 'user-authorization': token },
    });
    expect(v2.statusCode).toBe(200);
    const refused = await postAnswer(app, token, answerBody(OPEN.quiz, QUESTION, null, 1));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<ErrorDoc>().errors[0]?.status).toBe('429');
    expect((await finishQuiz(app, token, OPEN.quiz)).statusCode).toBe(429);
    // Another fan has a budget of their own.
    expect((await nextQuestion(app, await fan('fan-calm'), OPEN.quiz)).statusCode).toBe(200);
  });
});
