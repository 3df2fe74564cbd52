import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '@trybuna/db';
import {
  quizAnswers,
  quizQuestions,
  quizRankings,
  quizUserAttempts,
  quizzes,
  users,
} from '@trybuna/db/schema';
import type { ApiOptions } from '../../src/app';
import { testApiWithDatabase } from '../support/app';
import { tokenKit, type TokenKit } from '../support/user-tokens';

/**
 * An open quiz (3 questions an attempt out of 5, 15 s each), an ended one with a published
 * ranking of 13 ranked attempts (and a banned, an unfinished and a zero-time one), a quiz whose
 * ranking is not published yet, and one whose ranking is published in the future.
 */
export const OPEN = { quiz: 70, ranking: 71, questions: [701, 702, 703, 704, 705] } as const;
export const ENDED = { quiz: 72, ranking: 73, question: 721 } as const;
export const UNPUBLISHED = { quiz: 74, ranking: 75 } as const;
export const LATER = { quiz: 76, ranking: 77 } as const;
export const SECONDS = 15;
export const QUESTIONS_PER_ATTEMPT = 3;

/** A question's answers: `{question}1` (correct), `{question}2`, `{question}3`. */
export const answersOf = (question: number) => [1, 2, 3].map((i) => question * 10 + i);
export const correctOf = (question: number) => question * 10 + 1;
export const wrongOf = (question: number) => question * 10 + 2;

/** Ranked fans of the ended quiz: ids 801…813, nicknames Gracz01…Gracz13. */
export const RANKED = Array.from({ length: 13 }, (_, i) => ({
  id: 801 + i,
  sub: `ranked-${String(i + 1)}`,
  nickname: `Gracz${String(i + 1).padStart(2, '0')}`,
}));
export const BANNED = { id: 820, sub: 'ranked-banned', nickname: 'Oszust' } as const;
export const UNFINISHED = { id: 821, sub: 'ranked-unfinished', nickname: 'Niedokończony' } as const;
export const ZERO = { id: 822, sub: 'ranked-zero', nickname: 'Zerowy' } as const;

const DAY = 24 * 60 * 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 9, 1, 12) + minutes * 60_000);

/**
 * The ranked attempts, deliberately inserted out of order. Expected order (001 §7): points
 * desc, then total time, finished_at, correct time: see `EXPECTED_ORDER`.
 */
const RANKED_SCORES: readonly [number, number, number, number][] = [
  // points, total_answers_time, finished minute, correct_answers_time
  [3, 20, 5, 10],
  [5, 30, 1, 9],
  [5, 30, 1, 8],
  [5, 25, 9, 5],
  [4, 10, 2, 3],
  [5, 30, 0, 9],
  [2, 40, 3, 8],
  [1, 14, 4, 2],
  [4, 10, 2, 2],
  [0, 60, 6, 0],
  [3, 20, 4, 11],
  [2, 41, 1, 6],
  [1, 13, 8, 1],
];

/** Indexes into `RANKED` in ranking order. */
export const EXPECTED_ORDER = [3, 5, 2, 1, 8, 4, 10, 0, 6, 11, 12, 7, 9];

async function quizFixtures(database: Database): Promise<void> {
  const { db } = database;
  const now = Date.now();
  await db.insert(quizzes).values([
    {
      id: OPEN.quiz,
      name: 'Quiz otwarty',
      imageId: 1,
      endTime: new Date(now + 30 * DAY),
      numberOfAttemptQuestions: QUESTIONS_PER_ATTEMPT,
      secondsForAnswer: SECONDS,
      prize: { name: 'Koszulka', value: 399 },
    },
    {
      id: ENDED.quiz,
      name: 'Quiz zakończony',
      imageId: 1,
      endTime: new Date(now - 10 * DAY),
      numberOfAttemptQuestions: 1,
      secondsForAnswer: 20,
      prize: { name: 'Bilety', value: 200, currency: 'PLN' },
    },
    {
      id: UNPUBLISHED.quiz,
      name: 'Quiz bez rankingu',
      endTime: new Date(now + DAY),
      numberOfAttemptQuestions: 1,
      secondsForAnswer: 10,
    },
    {
      id: LATER.quiz,
      name: 'Quiz z rankingiem jutro',
      endTime: new Date(now + DAY),
      numberOfAttemptQuestions: 1,
      secondsForAnswer: 10,
    },
  ]);
  await db.insert(quizQuestions).values([
    ...OPEN.questions.map((id, position) => ({
      id,
      quizId: OPEN.quiz,
      position,
      content: `Pytanie ${String(position + 1)}`,
      imageId: position === 0 ? 1 : null,
    })),
    { id: ENDED.question, quizId: ENDED.quiz, position: 0, content: 'Pytanie archiwalne' },
  ]);
  await db.insert(quizAnswers).values(
    [...OPEN.questions, ENDED.question].flatMap((question) =>
      answersOf(question).map((id, i) => ({
        id,
        questionId: question,
        content: `Odpowiedź ${String(i + 1)}`,
        isCorrect: i === 0,
        // Shown in a rotated order: the correct one is not always first.
        position: (i + question) % 3,
      })),
    ),
  );
  await db.insert(quizRankings).values([
    { id: OPEN.ranking, quizId: OPEN.quiz, publishedAt: new Date(now - DAY) },
    { id: ENDED.ranking, quizId: ENDED.quiz, publishedAt: new Date(now - 9 * DAY) },
    { id: UNPUBLISHED.ranking, quizId: UNPUBLISHED.quiz, publishedAt: null },
    { id: LATER.ranking, quizId: LATER.quiz, publishedAt: new Date(now + DAY) },
  ]);
  await db.insert(users).values([...RANKED, BANNED, UNFINISHED, ZERO]);
  await db.insert(quizUserAttempts).values([
    ...RANKED.map((user, i) => {
      const [points, total, minute, correct] = RANKED_SCORES[i] ?? [0, 1, 0, 0];
      return {
        quizId: ENDED.quiz,
        userId: user.id,
        points,
        totalAnswersTime: total,
        correctAnswersTime: correct,
        finishedAt: at(minute),
      };
    }),
    // Each would be first if listed.
    {
      quizId: ENDED.quiz,
      userId: BANNED.id,
      points: 9,
      totalAnswersTime: 1,
      finishedAt: at(0),
      isBanned: true,
    },
    { quizId: ENDED.quiz, userId: UNFINISHED.id, points: 9, totalAnswersTime: 1 },
    { quizId: ENDED.quiz, userId: ZERO.id, points: 9, totalAnswersTime: 0, finishedAt: at(0) },
    // The unpublished ranking's quiz has a finished attempt too.
    {
      quizId: UNPUBLISHED.quiz,
      userId: RANKED[0]?.id ?? 801,
      points: 1,
      totalAnswersTime: 3,
      finishedAt: at(0),
    },
  ]);
}

export interface QuizApi {
  app: FastifyInstance;
  database: Database;
  kit: TokenKit;
  /** A token for the fan `sub` (created on first use by the user-token hook). */
  fan: (sub: string) => Promise<string>;
}

/** A test API with the quizzes above, verifying tokens of a fresh kit. */
export async function quizApi(options: Partial<ApiOptions> = {}): Promise<QuizApi> {
  const kit = await tokenKit();
  const built = await testApiWithDatabase(
    { userTokens: kit.userTokens, quizPlayPerMinute: 100_000, ...options },
    quizFixtures,
  );
  return { ...built, kit, fan: (sub) => kit.sign({ sub, nickname: sub }) };
}

const headersFor = (token: string | undefined, json = true) => ({
  ...(json ? { 'content-type': 'application/vnd.api+json' } : {}),
  ...(token === undefined ? {} : { 'user-authorization': `Bearer ${token}` }),
});

const NEXT_URL = (quiz: number | string, more = '&include=image,quiz_answers') =>
  `/api/v3/quiz_questions/next_question?quiz_id=${String(quiz)}${more}`;

/** `GET quiz_questions/next_question` for `quiz`. */
export function nextQuestion(
  app: FastifyInstance,
  token: string | undefined,
  quiz: number | string,
  more?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ url: NEXT_URL(quiz, more), headers: headersFor(token, false) });
}

/** 001 §7 answer body. */
export function answerBody(
  quiz: number | string,
  question: number | string,
  answer: number | string | null,
  answerTime: number,
) {
  return {
    data: {
      type: 'quiz_user_answer',
      attributes: { answer_time: answerTime },
      relationships: {
        quiz: { data: { id: String(quiz), type: 'quiz' } },
        quiz_question: { data: { id: String(question), type: 'quiz_question' } },
        quiz_answer: { data: answer === null ? null : { id: String(answer), type: 'quiz_answer' } },
      },
    },
  };
}

/** `POST quiz_user_answers` with a JSON value (or raw text). */
export function postAnswer(
  app: FastifyInstance,
  token: string | undefined,
  body: unknown,
  url = '/api/v3/quiz_user_answers',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: headersFor(token),
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** `PATCH quizzes/{id}/finish_quiz` with no body (as 001 §7), or `body`. */
export function finishQuiz(
  app: FastifyInstance,
  token: string | undefined,
  quiz: number | string,
  options: { body?: string; query?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PATCH',
    url: `/api/v3/quizzes/${String(quiz)}/finish_quiz${options.query ?? '?include=quiz_user_answers,quiz_ranking'}`,
    headers: headersFor(token),
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
}

/** Moves every served question of `sub`'s attempt at `quiz` `seconds` into the past. */
export async function backdateServed(
  database: Database,
  sub: string,
  quiz: number,
  seconds: number,
): Promise<void> {
  await database.query(sql`
    update quiz_user_answers set served_at = served_at - make_interval(secs => ${seconds})
    where answered_at is null and attempt_id = (
      select a.id from quiz_user_attempts a join users u on u.id = a.user_id
      where u.sub = ${sub} and a.quiz_id = ${quiz})
  `);
}

/** `sub`'s stored answers in `quiz`, in the order served. */
export async function storedAnswers(database: Database, sub: string, quiz: number) {
  return database.query<{
    question_id: number;
    answer_id: number | null;
    answer_time: string;
    is_correct: boolean;
    points: number;
    answered_at: Date | null;
  }>(sql`
    select qua.question_id, qua.answer_id, qua.answer_time, qua.is_correct, qua.points, qua.answered_at
    from quiz_user_answers qua
    join quiz_user_attempts a on a.id = qua.attempt_id
    join users u on u.id = a.user_id
    where u.sub = ${sub} and a.quiz_id = ${quiz}
    order by qua.served_at, qua.id
  `);
}

/** `sub`'s attempt at `quiz` as stored. */
export async function storedAttempt(database: Database, sub: string, quiz: number) {
  const rows = await database.query<{
    points: number;
    total_answers_time: string;
    correct_answers_time: string;
    finished_at: Date | null;
  }>(sql`
    select a.points, a.total_answers_time, a.correct_answers_time, a.finished_at
    from quiz_user_attempts a join users u on u.id = a.user_id
    where u.sub = ${sub} and a.quiz_id = ${quiz}
  `);
  return rows[0] ?? null;
}
