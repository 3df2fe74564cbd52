import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import type { Doc, ListDoc, Resource } from '../support/documents';
import type { TokenKit } from '../support/user-tokens';
import {
  answersCount,
  BUSY,
  OPEN,
  postVote,
  SURVEY_COMPONENT,
  surveyVoteApi,
  voteBody,
  votesIn,
} from './survey-votes-support';

const FANS = 1_000;
const SAME_FAN_VOTES = 50;

describe('survey votes at once (one vote per fan and survey, by the database)', () => {
  let app: FastifyInstance;
  let database: Database;
  let kit: TokenKit;
  beforeAll(async () => {
    ({ app, database, kit } = await surveyVoteApi({ surveyVotesPerMinute: 100_000 }));
  });
  afterAll(() => app.close());

  it(`${String(FANS)} fans voting at once: answers_count grows by exactly ${String(FANS)}`, async () => {
    const [answer] = BUSY.answers;
    const before = await answersCount(database, answer);
    const tokens = await Promise.all(
      Array.from({ length: FANS }, (_, i) => kit.sign({ sub: `crowd-${String(i)}` })),
    );
    const responses = await Promise.all(
      tokens.map((token) => postVote(app, token, voteBody(answer), '/api/v3/surveys/user_answers')),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    expect(new Set(responses.map((r) => r.json<Doc>().data.id)).size).toBe(FANS);
    expect(await answersCount(database, answer)).toBe(before + FANS);
    expect(await votesIn(database, BUSY.survey)).toBe(FANS);
  }, 120_000);

  it(`${String(SAME_FAN_VOTES)} votes of one fan at once: one 201, the rest 409, counted once`, async () => {
    const token = await kit.sign({ sub: 'fan-eager' });
    const before = await Promise.all(OPEN.answers.map((id) => answersCount(database, id)));
    // Spread over the survey's answers: a vote for another answer is a second vote too.
    const responses = await Promise.all(
      Array.from({ length: SAME_FAN_VOTES }, (_, i) =>
        postVote(app, token, voteBody(OPEN.answers[i % OPEN.answers.length] ?? 0)),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(SAME_FAN_VOTES - 1);
    const after = await Promise.all(OPEN.answers.map((id) => answersCount(database, id)));
    const total = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0);
    expect(total(after)).toBe(total(before) + 1);
    // The one vote counted is the winner's answer.
    const winner = responses.find((r) => r.statusCode === 201)?.json<Doc>();
    const chosen = (winner?.data.relationships?.answer?.data as { id: string } | undefined)?.id;
    const index = OPEN.answers.findIndex((id) => String(id) === chosen);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(after[index]).toBe((before[index] ?? 0) + 1);
  }, 60_000);
});

describe('survey vote rate limit', () => {
  it('a fan past the limit gets 429 with Retry-After, over both prefixes; others still vote', async () => {
    const { app, kit } = await surveyVoteApi({ surveyVotesPerMinute: 3 });
    try {
      const token = await kit.sign({ sub: 'fan-script' });
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 5; i++) {
        const prefix = i % 2 === 0 ? 'v3' : 'v2';
        const response = await postVote(
          app,
          token,
          voteBody(OPEN.answers[0]),
          `/api/${prefix}/surveys/user_answers?include=answer`,
        );
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          retryAfter = String(response.headers['retry-after']);
          expect(response.json()).toMatchObject({ errors: [{ status: '429' }] });
        }
      }
      // Refused votes count against the budget too (a script probing answers is stopped).
      expect(statuses).toEqual([201, 409, 409, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      const other = await postVote(
        app,
        await kit.sign({ sub: 'fan-calm' }),
        voteBody(OPEN.answers[1]),
      );
      expect(other.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('cached reads after a vote', () => {
  it('surveys/{id}, survey lists and a page embedding the survey show the new counts', async () => {
    const { app, kit } = await surveyVoteApi();
    try {
      const answer = OPEN.answers[2];
      const countIn = (doc: { included?: Resource[] }) =>
        doc.included?.find((r) => r.type === 'survey_answers' && r.id === String(answer))
          ?.attributes.answers_count;
      const reads = [
        `/api/v3/surveys/${String(OPEN.survey)}?include=answers`,
        '/api/v3/surveys?include=answers',
        '/api/v3/current_page?kind=main_page&slug=home&include=components.survey.answers',
      ];
      for (const url of reads) {
        const first = await app.inject({ url });
        expect(first.statusCode, url).toBe(200);
        expect(countIn(first.json<Doc | ListDoc>()), url).toBe(OPEN.counts[2]);
        expect((await app.inject({ url })).headers['x-cache'], url).toBe('hit');
      }
      const page = (await app.inject({ url: reads[2] ?? '' })).json<Doc>();
      expect(
        page.included?.some((r) => r.type === 'components' && r.id === String(SURVEY_COMPONENT)),
      ).toBe(true);

      const voted = await postVote(app, await kit.sign({ sub: 'fan-cached' }), voteBody(answer));
      expect(voted.statusCode).toBe(201);
      for (const url of reads) {
        const response = await app.inject({ url });
        expect(response.headers['x-cache'], url).toBe('miss');
        expect(countIn(response.json<Doc | ListDoc>()), url).toBe(OPEN.counts[2] + 1);
      }
    } finally {
      await app.close();
    }
  });
});
