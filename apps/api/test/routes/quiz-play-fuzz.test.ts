import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import {
  answersOf,
  ENDED,
  nextQuestion,
  OPEN,
  postAnswer,
  quizApi,
  SECONDS,
  UNPUBLISHED,
} from './quiz-support';

const RUNS = 300;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const FANS = 6;

const questions = [...OPEN.questions, ENDED.question];
const ids = [
  OPEN.quiz,
  ENDED.quiz,
  UNPUBLISHED.quiz,
  ...questions,
  ...questions.flatMap(answersOf),
  999_999,
];
const id = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...ids.map(String)) },
  { weight: 1, arbitrary: fc.constantFrom('', '0', '-1', '1e3', '2147483648', ' 701') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(701, null, true, [], {}) },
);
const typeOr = (right: string) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant<unknown>(right) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(`${right}s`, '', 1, null) },
  );
const usually = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 8, arbitrary }, { weight: 1, arbitrary: fc.constant(undefined) });
const answerTime = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: 0, max: 40, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(-1, 3601, 1e308, '5', null, -0) },
);

/** Mostly the fan's served question and its answers, sometimes anything. */
const near = (right: readonly number[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...right.map(String)) },
    { weight: 3, arbitrary: id },
  );

/** Near-answers of a fan served `question`: the 001 §7 body, now and then spoiled. */
const nearAnswer = (question: number) =>
  fc
    .record({
      type: usually(typeOr('quiz_user_answer')),
      time: usually(answerTime),
      quiz: usually(fc.record({ id: near([OPEN.quiz]), type: typeOr('quiz') })),
      question: usually(fc.record({ id: near([question]), type: typeOr('quiz_question') })),
      answer: usually(
        fc.option(fc.record({ id: near(answersOf(question)), type: typeOr('quiz_answer') }), {
          nil: null,
          freq: 4,
        }),
      ),
      extra: fc.option(fc.dictionary(fc.constantFrom('id', 'meta', 'links'), fc.jsonValue()), {
        nil: undefined,
        freq: 6,
      }),
    })
    .map(({ type, time, quiz, question: asked, answer, extra }) => ({
      data: {
        ...extra,
        ...(type === undefined ? {} : { type }),
        attributes: time === undefined ? {} : { answer_time: time },
        relationships: {
          ...(quiz ? { quiz: { data: quiz } } : {}),
          ...(asked ? { quiz_question: { data: asked } } : {}),
          ...(answer === undefined ? {} : { quiz_answer: { data: answer } }),
        },
      },
    }));

const payload = (question: number) =>
  fc.oneof(
    { weight: 8, arbitrary: nearAnswer(question).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );

interface ErrorDocument {
  errors?: { status?: unknown; title?: unknown }[];
}

describe('quiz answers: generated hostile bodies (fixed seed)', () => {
  let app: FastifyInstance;
  let database: Database;
  let tokens: string[];
  /** The question each fan was served. */
  let served: number[];
  beforeAll(async () => {
    const built = await quizApi();
    ({ app, database } = built);
    tokens = await Promise.all(
      Array.from({ length: FANS }, (_, i) => built.fan(`quiz-fuzz-${String(i)}`)),
    );
    // Each fan has a question served, so some generated answers are accepted.
    served = [];
    for (const token of tokens) {
      const response = await nextQuestion(app, token, OPEN.quiz);
      served.push(Number(response.json<{ data: { id: string } }>().data.id));
    }
  });
  afterAll(() => app.close());

  it(`${String(RUNS)} requests: never a 5xx, refusals are JSON:API errors, one answer per question within the time`, async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(FANS - 1).chain((fan) => fc.tuple(fc.constant(fan), payload(served[fan] ?? 0))),
        async ([fan, body]) => {
          const response = await postAnswer(app, tokens[fan], body);
          const { statusCode: status } = response;
          seen.add(status);
          expect(status, response.body).toBeLessThan(500);
          if (status === 201) return;
          expect([400, 404, 409, 422]).toContain(status);
          const doc = response.json<ErrorDocument>();
          expect(doc.errors?.length).toBeGreaterThan(0);
          expect(doc.errors?.every((e) => e.status === String(status))).toBe(true);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect([...seen].sort()).toEqual([201, 400, 404, 409, 422]);
    const stored = await database.query<{ answered: number; bad_time: number; served: number }>(sql`
      select count(*) filter (where answered_at is not null)::int as answered,
        count(*) filter (where answer_time < 0 or answer_time > ${SECONDS})::int as bad_time,
        count(*)::int as served
      from quiz_user_answers`);
    // One row per served question (no answer ever made a second), every time within the quiz's.
    expect(stored[0]).toMatchObject({ bad_time: 0, served: FANS });
    expect(stored[0]?.answered).toBeGreaterThan(0);
  }, 120_000);
});
