import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import { BUSY, FINISHED, OPEN, postVote, surveyVoteApi } from './survey-votes-support';

const RUNS = 400;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_117);
const FANS = 12;

const ids = [...OPEN.answers, ...BUSY.answers, FINISHED.answer, OPEN.survey, BUSY.survey, 999];
const id = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...ids.map(String)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '0', '-1', '1e3', '0x10', '2147483648', '99999999999', ' 101'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, [], {}) },
);
/** Mostly the right type, sometimes another. */
const typeOr = (right: string) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant<unknown>(right) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>('survey_answers', 'user_answers', '', 1, null),
    },
  );
/** Mostly present, sometimes left out. */
const usually = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 8, arbitrary }, { weight: 1, arbitrary: fc.constant(undefined) });
const extra = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('id', 'attributes', 'meta', 'links'), fc.jsonValue(), {
      minKeys: 1,
      maxKeys: 1,
    }),
  },
);

/** Near-votes: the body's shape, now and then with a member wrong, missing or extra. */
const nearVote = fc
  .record({
    dataType: usually(typeOr('user_answer')),
    answer: usually(fc.record({ id, type: typeOr('survey_answer') })),
    survey: fc.option(fc.record({ id, type: typeOr('survey') }), { nil: undefined, freq: 2 }),
    dataExtra: extra,
    topExtra: extra,
  })
  .map(({ dataType, answer, survey, dataExtra, topExtra }) => ({
    ...topExtra,
    data: {
      ...dataExtra,
      ...(dataType === undefined ? {} : { type: dataType }),
      relationships: {
        ...(answer ? { answer: { data: answer } } : {}),
        ...(survey ? { survey: { data: survey } } : {}),
      },
    },
  }));

const payload = fc.oneof(
  { weight: 6, arbitrary: nearVote.map((body) => JSON.stringify(body)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);
const query = fc.constantFrom(
  '?include=answer',
  '',
  '?include=',
  '?include=survey',
  '?page[size]=2',
);

interface ErrorDocument {
  errors?: { status?: unknown; title?: unknown }[];
}

describe('survey votes: generated hostile bodies (fixed seed)', () => {
  let app: FastifyInstance;
  let database: Database;
  let tokens: string[];
  beforeAll(async () => {
    const built = await surveyVoteApi({ surveyVotesPerMinute: 1_000_000 });
    ({ app, database } = built);
    tokens = await Promise.all(
      Array.from({ length: FANS }, (_, i) => built.kit.sign({ sub: `fuzz-${String(i)}` })),
    );
  });
  afterAll(() => app.close());

  it(`${String(RUNS)} requests: never a 5xx, every refusal a JSON:API error, counts match votes`, async () => {
    const sumCounts = async () =>
      Number(
        (
          await database.query<{ n: number }>(
            sql`select coalesce(sum(answers_count), 0)::int as n from survey_answers`,
          )
        )[0]?.n,
      );
    const votes = async () =>
      Number(
        (
          await database.query<{ n: number }>(
            sql`select count(*)::int as n from survey_user_answers`,
          )
        )[0]?.n,
      );
    const countsBefore = await sumCounts();
    const votesBefore = await votes();
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.nat(FANS - 1), payload, query, async (fan, body, search) => {
        const response = await postVote(
          app,
          tokens[fan],
          body,
          `/api/v3/surveys/user_answers${search}`,
        );
        const { statusCode: status } = response;
        seen.add(status);
        expect(status, response.body).toBeLessThan(500);
        if (status === 201) return;
        expect([400, 404, 409, 422]).toContain(status);
        const doc = response.json<ErrorDocument>();
        expect(doc.errors?.length).toBeGreaterThan(0);
        expect(doc.errors?.every((e) => e.status === String(status))).toBe(true);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The generated requests reach every answer, votes included.
    expect([...seen].sort()).toEqual([201, 400, 404, 409, 422]);
    // One vote per fan and open survey at most, each counted exactly once.
    const cast = (await votes()) - votesBefore;
    expect(cast).toBeLessThanOrEqual(FANS * 2);
    expect((await sumCounts()) - countsBefore).toBe(cast);
  }, 120_000);
});
