import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '@trybuna/db';
import { components, surveyAnswers, surveys } from '@trybuna/db/schema';
import type { ApiOptions } from '../../src/app';
import { testApiWithDatabase } from '../support/app';
import { tokenKit, type TokenKit } from '../support/user-tokens';

/** An open survey with three answers (counts 5, 2, 0), embedded in page 1 (component 50). */
export const OPEN = { survey: 10, answers: [101, 102, 103], counts: [5, 2, 0] } as const;
/** A finished survey (001 §3: any status but 'ongoing'). */
export const FINISHED = { survey: 11, answer: 111 } as const;
/** An open survey the concurrency tests vote in. */
export const BUSY = { survey: 12, answers: [121, 122] } as const;
export const SURVEY_COMPONENT = 50;

const VOTE_URL = '/api/v3/surveys/user_answers?include=answer';

async function surveyFixtures(database: Database): Promise<void> {
  const { db } = database;
  await db.insert(surveys).values([
    { id: OPEN.survey, question: 'Gol sezonu?', answersType: 'text', status: 'ongoing' },
    { id: FINISHED.survey, question: 'Gol miesiąca?', answersType: 'text', status: 'finished' },
    { id: BUSY.survey, question: 'Zawodnik meczu?', answersType: 'text', status: 'ongoing' },
  ]);
  await db.insert(surveyAnswers).values([
    ...OPEN.answers.map((id, position) => ({
      id,
      surveyId: OPEN.survey,
      content: `Gol ${String(position + 1)}`,
      answersCount: OPEN.counts[position] ?? 0,
      position,
    })),
    { id: FINISHED.answer, surveyId: FINISHED.survey, content: 'Gol A', answersCount: 7 },
    ...BUSY.answers.map((id, position) => ({
      id,
      surveyId: BUSY.survey,
      content: `Zawodnik ${String(position + 1)}`,
      position,
    })),
  ]);
  await db.insert(components).values({
    id: SURVEY_COMPONENT,
    pageId: 1,
    index: 3,
    kind: 'survey',
    surveyId: OPEN.survey,
  });
}

/** A test API with the surveys above, verifying tokens of a fresh kit. */
export async function surveyVoteApi(
  options: Partial<ApiOptions> = {},
): Promise<{ app: FastifyInstance; database: Database; kit: TokenKit }> {
  const kit = await tokenKit();
  const built = await testApiWithDatabase(
    { userTokens: kit.userTokens, ...options },
    surveyFixtures,
  );
  return { ...built, kit };
}

/** 001 §7 vote body for `answerId`; `survey` adds the optional survey relationship. */
export function voteBody(answerId: number | string, survey?: number | string) {
  return {
    data: {
      type: 'user_answer',
      relationships: {
        answer: { data: { id: String(answerId), type: 'survey_answer' } },
        ...(survey === undefined
          ? {}
          : { survey: { data: { id: String(survey), type: 'survey' } } }),
      },
    },
  };
}

/** POSTs a vote (a JSON value, or raw text) with `token` (none when undefined). */
export function postVote(
  app: FastifyInstance,
  token: string | undefined,
  body: unknown,
  url = VOTE_URL,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/vnd.api+json',
      ...(token === undefined ? {} : { 'user-authorization': `Bearer ${token}` }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An answer's `answers_count` as stored. */
export async function answersCount(database: Database, answerId: number): Promise<number> {
  const rows = await database.query<{ answers_count: number }>(
    sql`select answers_count from survey_answers where id = ${answerId}`,
  );
  return Number(rows[0]?.answers_count);
}

/** How many votes a survey holds. */
export async function votesIn(database: Database, surveyId: number): Promise<number> {
  const rows = await database.query<{ n: number }>(
    sql`select count(*)::int as n from survey_user_answers where survey_id = ${surveyId}`,
  );
  return Number(rows[0]?.n);
}
