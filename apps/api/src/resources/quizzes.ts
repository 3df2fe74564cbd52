import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  quizAnswers,
  quizQuestions,
  quizUserAnswers,
  quizUserAttempts,
  quizzes,
} from '@trybuna/db/schema';
import { correctAnswerIn, QUIZ_PRIZE_CURRENCY } from '@trybuna/domain';
import { columnFilter } from '../jsonapi/filters';
import type { ManyLoader, RequestContext, ResourceDefinition } from '../jsonapi/resource';
import { CALLER_KEY, KEY_PREFIX } from '../jsonapi/select';
import type { DefinitionOptions } from './content';
import { outer, viaForeignKey } from './support';

/**
 * Quizzes and their rankings (001 §3, §7, issue 17 item 2). What a caller sees:
 * - everyone: a quiz's name, end_time, numbers, prize, image and ranking (name, published_at);
 *   an anonymous caller sees only the name, end_time and image of an ENDED quiz (001 §4: the
 *   details of ended quizzes are for signed-in fans);
 * - a signed-in fan adds their own attempt (`finished_at`, `points`, `total_answers_time`,
 *   `answered_count`, `correct_count`, worked out per caller: `perCaller`), their answered
 *   `quiz_user_answers`, and a published ranking's `quiz_user_attempts`;
 * - questions and their answers exist only for the fan they were served to (`next_question`);
 *   nobody lists them, and which answer is correct is told only after answering.
 * Anonymous reads (the only ones the read cache keeps) therefore carry no fan's data.
 */

const image = { kind: 'one', type: 'images', key: 'image' } as const;

/** The questions served to the caller, as a subquery of question ids. */
const servedQuestionIds = (userId: number): SQL =>
  sql`(select qua.question_id from quiz_user_answers qua join quiz_user_attempts qat on qat.id = qua.attempt_id where qat.user_id = ${userId})`;

/** A quiz's `quiz_questions`: none, for everyone. */
const noQuestions: ManyLoader = () => Promise.resolve(new Map<number, number[]>());

/** The caller's own attempt at a quiz, as the quiz's per-caller attributes show it. */
interface FanAttempt {
  finishedAt: Date | null;
  points: number;
  totalAnswersTime: number;
  answeredCount: number;
  correctCount: number;
}

const FAN_PLACEHOLDERS = {
  finished_at: sql<Date | null>`null::timestamptz`.as('finished_at'),
  points: sql<number>`0`.as('points'),
  total_answers_time: sql<number>`0`.as('total_answers_time'),
  answered_count: sql<number>`0`.as('answered_count'),
  correct_count: sql<number>`0`.as('correct_count'),
};

/** The quiz details an anonymous caller does not get for an ended quiz. */
const ENDED_DETAILS = ['number_of_attempt_questions', 'seconds_for_answer', 'quiz_prize'];

/** 001 §3 `quiz_prize`: the currency defaults to PLN (`QUIZ_PRIZE_CURRENCY`, 001 §9). */
function prizeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return null;
  const prize = value as { currency?: unknown };
  return {
    ...prize,
    currency: typeof prize.currency === 'string' ? prize.currency : QUIZ_PRIZE_CURRENCY,
  };
}

export function quizResource({ db }: DefinitionOptions): ResourceDefinition {
  /** The caller's attempts: a finished one as scored, an open one as answered so far. */
  const perCaller = async (quizIds: number[], ctx: RequestContext) => {
    if (!ctx.user || quizIds.length === 0) return new Map<number, FanAttempt>();
    const answers = (condition: string) =>
      sql`(select count(*) from quiz_user_answers x where x.attempt_id = ${outer(quizUserAttempts.id)} and x.answered_at is not null${sql.raw(condition)})`.mapWith(
        Number,
      );
    const rows = await db
      .select({
        quiz: quizUserAttempts.quizId,
        finishedAt: quizUserAttempts.finishedAt,
        points: quizUserAttempts.points,
        total: quizUserAttempts.totalAnswersTime,
        answered: answers(''),
        correct: answers(' and x.is_correct'),
        livePoints:
          sql`(select coalesce(sum(x.points), 0) from quiz_user_answers x where x.attempt_id = ${outer(quizUserAttempts.id)} and x.answered_at is not null)`.mapWith(
            Number,
          ),
        liveTime:
          sql`(select coalesce(sum(q.seconds_for_answer - x.answer_time), 0) from quiz_user_answers x join quizzes q on q.id = ${outer(quizUserAttempts.quizId)} where x.attempt_id = ${outer(quizUserAttempts.id)} and x.answered_at is not null)`.mapWith(
            Number,
          ),
      })
      .from(quizUserAttempts)
      .where(
        and(inArray(quizUserAttempts.quizId, quizIds), eq(quizUserAttempts.userId, ctx.user.id)),
      );
    return new Map<number, FanAttempt>(
      rows.map((r) => [
        r.quiz,
        {
          finishedAt: r.finishedAt,
          points: r.finishedAt ? r.points : r.livePoints,
          totalAnswersTime: r.finishedAt ? r.total : r.liveTime,
          answeredCount: r.answered,
          correctCount: r.correct,
        },
      ]),
    );
  };
  /** The caller's answered answers, in the order answered (001 §7 `quiz_user_answers`). */
  const ownAnswers: ManyLoader = async (quizIds, ctx) => {
    if (!ctx.user || quizIds.length === 0) return new Map();
    const rows = await db
      .select({ quiz: quizUserAttempts.quizId, id: quizUserAnswers.id })
      .from(quizUserAnswers)
      .innerJoin(quizUserAttempts, eq(quizUserAttempts.id, quizUserAnswers.attemptId))
      .where(
        and(
          inArray(quizUserAttempts.quizId, quizIds),
          eq(quizUserAttempts.userId, ctx.user.id),
          sql`${quizUserAnswers.answeredAt} is not null`,
        ),
      )
      .orderBy(asc(quizUserAnswers.answeredAt), asc(quizUserAnswers.id));
    const map = new Map<number, number[]>();
    for (const r of rows) map.set(r.quiz, [...(map.get(r.quiz) ?? []), r.id]);
    return map;
  };
  return {
    type: 'quizzes',
    table: quizzes,
    idColumn: quizzes.id,
    attributes: {
      name: quizzes.name,
      end_time: quizzes.endTime,
      number_of_attempt_questions: quizzes.numberOfAttemptQuestions,
      seconds_for_answer: quizzes.secondsForAnswer,
      quiz_prize: quizzes.prize,
      ...FAN_PLACEHOLDERS,
    },
    keys: {
      image: quizzes.imageId,
      quiz_ranking: sql<
        number | null
      >`(select qr.id from quiz_rankings qr where qr.quiz_id = ${outer(quizzes.id)})`.as(
        'quiz_ranking',
      ),
      ended: sql<boolean>`(${quizzes.endTime} <= now())`.as('ended'),
    },
    relationships: {
      image,
      quiz_ranking: { kind: 'one', type: 'quiz_rankings', key: 'quiz_ranking' },
      quiz_user_answers: { kind: 'many', type: 'quiz_user_answers', load: ownAnswers },
      // Always empty: questions come one at a time from `next_question`, never with the quiz.
      // Kept so include lists written before (`components.quiz.quiz_questions`) stay valid.
      quiz_questions: { kind: 'many', type: 'quiz_questions', load: noQuestions },
    },
    filters: { id: columnFilter(quizzes.id, 'int') },
    sorts: { end_time: quizzes.endTime, id: quizzes.id },
    defaultSort: ['-end_time'],
    perCaller,
    present: (resource, row, ctx) => {
      const fan = row[CALLER_KEY] as FanAttempt | null | undefined;
      const attributes: Record<string, unknown> = {
        ...resource.attributes,
        quiz_prize: prizeOf(resource.attributes.quiz_prize),
        finished_at: fan?.finishedAt ?? null,
        points: fan?.points ?? 0,
        total_answers_time: fan?.totalAnswersTime ?? 0,
        answered_count: fan?.answeredCount ?? 0,
        correct_count: fan?.correctCount ?? 0,
      };
      if (row[`${KEY_PREFIX}ended`] === true && ctx.user === null && !ctx.preview) {
        for (const name of ENDED_DETAILS) attributes[name] = null;
      }
      return { ...resource, attributes };
    },
  };
}

/** A question exists only for the fan it was served to (never listed, never ahead of time). */
export function quizQuestionResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'quiz_questions',
    table: quizQuestions,
    idColumn: quizQuestions.id,
    attributes: { content: quizQuestions.content },
    keys: { image: quizQuestions.imageId, quiz: quizQuestions.quizId },
    relationships: {
      image,
      quiz: { kind: 'one', type: 'quizzes', key: 'quiz' },
      quiz_answers: {
        kind: 'many',
        type: 'quiz_answers',
        load: viaForeignKey(db, quizAnswers, quizAnswers.questionId, quizAnswers.id, [
          asc(quizAnswers.position),
        ]),
      },
    },
    sorts: { id: quizQuestions.id },
    visible: (ctx) =>
      ctx.user ? sql`${quizQuestions.id} in ${servedQuestionIds(ctx.user.id)}` : sql`false`,
  };
}

/**
 * Quiz answers never say which one is correct (that comes back only after answering, as
 * `correct_quiz_answer_id`), and exist only for the fan their question was served to.
 */
export function quizAnswerResource(): ResourceDefinition {
  return {
    type: 'quiz_answers',
    table: quizAnswers,
    idColumn: quizAnswers.id,
    attributes: { content: quizAnswers.content },
    sorts: { position: quizAnswers.position, id: quizAnswers.id },
    visible: (ctx) =>
      ctx.user ? sql`${quizAnswers.questionId} in ${servedQuestionIds(ctx.user.id)}` : sql`false`,
  };
}

/** Seconds since the answer's question was served, on the database's clock. */
const servedSecondsAgo =
  sql<number>`extract(epoch from (clock_timestamp() - ${quizUserAnswers.servedAt}))`
    .mapWith(Number)
    .as('served_seconds_ago');

/** The seconds for an answer of the answer's quiz. */
const answerSeconds =
  sql<number>`(select q.seconds_for_answer from quiz_user_attempts a join quizzes q on q.id = a.quiz_id where a.id = ${outer(quizUserAnswers.attemptId)})`
    .mapWith(Number)
    .as('seconds_for_answer');

/**
 * A fan's answer as saved (001 §3 "Quiz user answer"): the accepted `answer_time`, the
 * question's `correct_quiz_answer_id`, whether it was `correct`, a `timed_out` answer (no
 * answer: `quiz_answer` null) and its `points`. Only the fan's own answered ones exist.
 * `correct_quiz_answer_id` is null while `correct_answer_in` (seconds) is above 0: a null
 * answer sent before the question's time is up tells nothing until it is (`correctAnswerIn`,
 * issue 30), so giving up at once does not harvest the answer key.
 */
export function quizUserAnswerResource(): ResourceDefinition {
  return {
    type: 'quiz_user_answers',
    table: quizUserAnswers,
    idColumn: quizUserAnswers.id,
    attributes: {
      answer_time: quizUserAnswers.answerTime,
      correct_quiz_answer_id: sql<
        string | null
      >`(select qa.id::text from quiz_answers qa where qa.question_id = ${outer(quizUserAnswers.questionId)} and qa.is_correct order by qa.position, qa.id limit 1)`.as(
        'correct_quiz_answer_id',
      ),
      correct_answer_in: sql<number>`0`.as('correct_answer_in'),
      correct: quizUserAnswers.isCorrect,
      timed_out: sql<boolean>`(${quizUserAnswers.answerId} is null)`.as('timed_out'),
      points: quizUserAnswers.points,
      answered_at: quizUserAnswers.answeredAt,
    },
    keys: {
      quiz_question: quizUserAnswers.questionId,
      quiz_answer: quizUserAnswers.answerId,
      served_seconds_ago: servedSecondsAgo,
      seconds_for_answer: answerSeconds,
    },
    relationships: {
      quiz_question: { kind: 'one', type: 'quiz_questions', key: 'quiz_question' },
      quiz_answer: { kind: 'one', type: 'quiz_answers', key: 'quiz_answer' },
    },
    sorts: { id: quizUserAnswers.id },
    visible: (ctx) =>
      ctx.user
        ? sql`(${quizUserAnswers.answeredAt} is not null and ${quizUserAnswers.attemptId} in (select id from quiz_user_attempts where user_id = ${ctx.user.id}))`
        : sql`false`,
    present: (resource, row) => {
      const wait = correctAnswerIn({
        chosen: row[`${KEY_PREFIX}quiz_answer`] !== null,
        secondsForAnswer: Number(row[`${KEY_PREFIX}seconds_for_answer`]),
        elapsedSeconds: Number(row[`${KEY_PREFIX}served_seconds_ago`]),
      });
      const attributes: Record<string, unknown> = {
        ...resource.attributes,
        correct_answer_in: wait,
      };
      if (wait > 0) attributes.correct_quiz_answer_id = null;
      return { ...resource, attributes };
    },
  };
}
