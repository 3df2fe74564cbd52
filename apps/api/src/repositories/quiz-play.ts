import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import {
  quizAnswers,
  quizQuestions,
  quizUserAnswers,
  quizUserAttempts,
  quizzes,
} from '@trybuna/db/schema';
import {
  acceptedAnswerTime,
  attemptTotals,
  isAttemptTooFast,
  quizAnswerPoints,
} from '@trybuna/domain';

/**
 * Quiz play in the database (001 §3, §7). The database's clock is the one authority on time:
 * a question's `served_at` and the seconds elapsed since are both read from it, so API
 * processes on different machines agree. One answer per question is the database's decision
 * (`update … where answered_at is null`), never a read followed by a write.
 */

/** A quiz's rules as play needs them. */
export interface QuizRules {
  id: number;
  /** `end_time` has passed (the database's clock). */
  ended: boolean;
  numberOfAttemptQuestions: number;
  secondsForAnswer: number;
}

/** Seconds since `served_at` on the database's clock (2 decimals are plenty). */
const elapsedSeconds =
  sql<number>`extract(epoch from (clock_timestamp() - ${quizUserAnswers.servedAt}))`.mapWith(
    Number,
  );

/** The quiz `id`'s rules, or null when there is none. */
export async function findQuizRules(database: Database, id: number): Promise<QuizRules | null> {
  const [row] = await database.db
    .select({
      id: quizzes.id,
      ended: sql<boolean>`(${quizzes.endTime} <= now())`,
      numberOfAttemptQuestions: quizzes.numberOfAttemptQuestions,
      secondsForAnswer: quizzes.secondsForAnswer,
    })
    .from(quizzes)
    .where(eq(quizzes.id, id));
  return row ?? null;
}

export type NextQuestion =
  /** The fan's attempt is finished: no more questions. */
  | { status: 'finished' }
  /** Every question the attempt has (or the quiz has) was served and answered. */
  | { status: 'exhausted' }
  /** The question to show: a new one, or the one still waiting for its answer. */
  | { status: 'served'; questionId: number; questionNumber: number; elapsedSeconds: number };

/**
 * The fan's next question in `quiz`, in one transaction: the attempt is created on first call
 * (unique per quiz and fan) and locked, so a fan's simultaneous calls serve one question. A
 * served question still unanswered is served again (its clock keeps running); otherwise, while
 * fewer than `number_of_attempt_questions` were served, a random question not yet served is
 * recorded as served now.
 */
export async function serveNextQuestion(
  database: Database,
  quiz: QuizRules,
  userId: number,
): Promise<NextQuestion> {
  return database.db.transaction(async (tx) => {
    await tx.insert(quizUserAttempts).values({ quizId: quiz.id, userId }).onConflictDoNothing();
    const [attempt] = await tx
      .select({ id: quizUserAttempts.id, finishedAt: quizUserAttempts.finishedAt })
      .from(quizUserAttempts)
      .where(and(eq(quizUserAttempts.quizId, quiz.id), eq(quizUserAttempts.userId, userId)))
      .for('update');
    if (!attempt) throw new Error(`quiz attempt of user ${String(userId)} vanished`);
    if (attempt.finishedAt) return { status: 'finished' };
    const served = await tx
      .select({
        questionId: quizUserAnswers.questionId,
        answeredAt: quizUserAnswers.answeredAt,
        elapsed: elapsedSeconds,
      })
      .from(quizUserAnswers)
      .where(eq(quizUserAnswers.attemptId, attempt.id))
      .orderBy(asc(quizUserAnswers.servedAt), asc(quizUserAnswers.id));
    const waiting = served.findIndex((row) => row.answeredAt === null);
    const current = served[waiting];
    if (current) {
      return {
        status: 'served',
        questionId: current.questionId,
        questionNumber: waiting + 1,
        elapsedSeconds: current.elapsed,
      };
    }
    if (served.length >= quiz.numberOfAttemptQuestions) return { status: 'exhausted' };
    const servedIds = served.map((row) => row.questionId);
    const [next] = await tx
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(
        and(
          eq(quizQuestions.quizId, quiz.id),
          servedIds.length > 0 ? notInArray(quizQuestions.id, servedIds) : undefined,
        ),
      )
      .orderBy(sql`random()`)
      .limit(1);
    if (!next) return { status: 'exhausted' };
    await tx.insert(quizUserAnswers).values({ attemptId: attempt.id, questionId: next.id });
    return {
      status: 'served',
      questionId: next.id,
      questionNumber: served.length + 1,
      elapsedSeconds: 0,
    };
  });
}

export interface AnswerInput {
  quiz: QuizRules;
  userId: number;
  questionId: number;
  /** Null: no answer (the time ran out, or the fan left). */
  answerId: number | null;
  /** `answer_time` as sent: the seconds left by the fan's clock. */
  claimedTime: number;
}

export type AnswerOutcome =
  | { status: 'unknown-question' }
  | { status: 'other-quiz'; quizId: number }
  | { status: 'foreign-answer' }
  /** The quiz's `end_time` has passed. */
  | { status: 'ended' }
  | { status: 'not-served' }
  | { status: 'answered' }
  | { status: 'saved'; id: number };

/** The question's quiz, or null when there is no such question. */
async function questionQuiz(database: Database, questionId: number): Promise<number | null> {
  const [row] = await database.db
    .select({ quizId: quizQuestions.quizId })
    .from(quizQuestions)
    .where(eq(quizQuestions.id, questionId));
  return row?.quizId ?? null;
}

/**
 * Saves a fan's answer to a question served to them in `quiz` (not ended) and not yet
 * answered; the question must be one of the quiz's and the answer one of the question's. The
 * accepted `answer_time` is the claim within the server's clock (`acceptedAnswerTime`); past
 * the grace the answer is a timeout (no answer, 0 s, not correct). The server decides
 * correctness and points. The write holds only while the question is unanswered, so of
 * simultaneous answers exactly one is saved; the others are `answered`.
 */
export async function saveAnswer(database: Database, input: AnswerInput): Promise<AnswerOutcome> {
  const { quiz, userId, questionId, answerId } = input;
  const quizOfQuestion = await questionQuiz(database, questionId);
  if (quizOfQuestion === null) return { status: 'unknown-question' };
  if (quizOfQuestion !== quiz.id) return { status: 'other-quiz', quizId: quizOfQuestion };
  let isCorrectAnswer = false;
  if (answerId !== null) {
    const [answer] = await database.db
      .select({ questionId: quizAnswers.questionId, isCorrect: quizAnswers.isCorrect })
      .from(quizAnswers)
      .where(eq(quizAnswers.id, answerId));
    if (answer?.questionId !== questionId) return { status: 'foreign-answer' };
    isCorrectAnswer = answer.isCorrect;
  }
  if (quiz.ended) return { status: 'ended' };
  const [served] = await database.db
    .select({
      id: quizUserAnswers.id,
      answeredAt: quizUserAnswers.answeredAt,
      elapsed: elapsedSeconds,
    })
    .from(quizUserAnswers)
    .innerJoin(quizUserAttempts, eq(quizUserAttempts.id, quizUserAnswers.attemptId))
    .where(
      and(
        eq(quizUserAttempts.quizId, quiz.id),
        eq(quizUserAttempts.userId, userId),
        eq(quizUserAnswers.questionId, questionId),
      ),
    );
  if (!served) return { status: 'not-served' };
  if (served.answeredAt !== null) return { status: 'answered' };
  const accepted = acceptedAnswerTime({
    claimed: input.claimedTime,
    secondsForAnswer: quiz.secondsForAnswer,
    elapsedSeconds: served.elapsed,
  });
  const chosen = accepted.timedOut ? null : answerId;
  const correct = chosen !== null && isCorrectAnswer;
  const saved = await database.db
    .update(quizUserAnswers)
    .set({
      answerId: chosen,
      answerTime: accepted.answerTime,
      answeredAt: sql`now()`,
      isCorrect: correct,
      points: quizAnswerPoints(correct),
    })
    .where(and(eq(quizUserAnswers.id, served.id), sql`${quizUserAnswers.answeredAt} is null`))
    .returning({ id: quizUserAnswers.id });
  const [row] = saved;
  return row ? { status: 'saved', id: row.id } : { status: 'answered' };
}

export type FinishOutcome = { status: 'no-attempt' } | { status: 'finished' };

/**
 * Finishes the fan's attempt in one transaction (the attempt locked): a question served and
 * still unanswered is saved as a timeout, then points and times are computed from the stored
 * answers (`attemptTotals`) and `finished_at` set; an attempt played faster than humanly
 * possible (`isAttemptTooFast`) is marked `is_banned`, so it never enters the ranking. An
 * attempt already finished is left as it is (a second call changes nothing).
 */
export async function finishAttempt(
  database: Database,
  quiz: QuizRules,
  userId: number,
): Promise<FinishOutcome> {
  return database.db.transaction(async (tx) => {
    const [attempt] = await tx
      .select({ id: quizUserAttempts.id, finishedAt: quizUserAttempts.finishedAt })
      .from(quizUserAttempts)
      .where(and(eq(quizUserAttempts.quizId, quiz.id), eq(quizUserAttempts.userId, userId)))
      .for('update');
    if (!attempt) return { status: 'no-attempt' };
    if (attempt.finishedAt) return { status: 'finished' };
    await tx
      .update(quizUserAnswers)
      .set({ answerId: null, answerTime: 0, answeredAt: sql`now()`, isCorrect: false, points: 0 })
      .where(
        and(eq(quizUserAnswers.attemptId, attempt.id), sql`${quizUserAnswers.answeredAt} is null`),
      );
    const answers = await tx
      .select({ answerTime: quizUserAnswers.answerTime, correct: quizUserAnswers.isCorrect })
      .from(quizUserAnswers)
      .where(eq(quizUserAnswers.attemptId, attempt.id));
    const totals = attemptTotals(answers, quiz.secondsForAnswer);
    await tx
      .update(quizUserAttempts)
      .set({
        points: totals.points,
        totalAnswersTime: totals.totalAnswersTime,
        correctAnswersTime: totals.correctAnswersTime,
        finishedAt: sql`now()`,
        // Issue 30: played faster than a person can (a script with a harvested key): banned
        // from the ranking by the server. An operator's ban is never lifted here.
        ...(isAttemptTooFast(totals) ? { isBanned: true } : {}),
      })
      .where(eq(quizUserAttempts.id, attempt.id));
    return { status: 'finished' };
  });
}

/** A ranking's quiz and whether it is published (`published_at` set and not in the future). */
export async function findRanking(
  database: Database,
  id: number,
): Promise<{ quizId: number; published: boolean } | null> {
  const rows = await database.query<{ quiz_id: number; published: boolean }>(sql`
    select quiz_id, (published_at is not null and published_at <= now()) as published
    from quiz_rankings where id = ${id}
  `);
  const row = rows[0];
  return row ? { quizId: row.quiz_id, published: row.published } : null;
}
