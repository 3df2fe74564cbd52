import * as z from 'zod/mini';
import { anyResourceSchema, decimal, flag, imageSchema, int, resource, text } from './common';

/** Seconds with two decimals (answer times, totals). */
const seconds = z.nullish(z.number());

/** An id the API may write as a string or a number, read as a string. */
const idText = z.nullish(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value: string | number) => String(value)),
  ),
);

export const quizAnswerSchema = resource('quiz_answers', { content: text });

/** 001 §3 quiz question (served by `next_question`, never with which answer is correct). */
export const quizQuestionSchema = resource('quiz_questions', {
  content: text,
  position: int,
  image: z.nullish(imageSchema),
  quiz_answers: z.optional(z.array(quizAnswerSchema)),
});

/** `meta` of `GET quiz_questions/next_question`: where the fan is and the server's clock. */
export const quizQuestionMetaSchema = z.looseObject({
  /** 1-based. */
  question_number: int,
  number_of_attempt_questions: int,
  seconds_for_answer: seconds,
  /** The server's seconds left for this question (a reload continues its clock). */
  remaining_time: seconds,
});

/** 001 §3 saved answer: the answer the API accepted and which one was correct. */
export const quizUserAnswerSchema = resource('quiz_user_answers', {
  answer_time: seconds,
  correct_quiz_answer_id: idText,
  /** Seconds until the server tells `correct_quiz_answer_id` of a null answer sent early. */
  correct_answer_in: seconds,
  correct: flag,
  timed_out: flag,
  points: int,
  quiz_question: z.nullish(anyResourceSchema),
  quiz_answer: z.nullish(anyResourceSchema),
});

/** A ranking row's fan: the nickname and picture, nothing private. */
export const quizRankingUserSchema = resource('users', { nickname: text, avatar_url: text });

/** 001 §3 ranking attempt; `position` is the 1-based rank, `own` marks the caller's row. */
export const quizUserAttemptSchema = resource('quiz_user_attempts', {
  points: int,
  total_answers_time: seconds,
  correct_answers_time: seconds,
  finished_at: text,
  is_banned: flag,
  position: int,
  own: flag,
  user: z.nullish(quizRankingUserSchema),
});

export const quizRankingSchema = resource('quiz_rankings', {
  name: text,
  published_at: text,
  quiz_user_attempts: z.optional(z.array(quizUserAttemptSchema)),
});

/** 001 §3 prize: the currency defaults to PLN. */
export const quizPrizeSchema = z.looseObject({ name: text, value: decimal, currency: text });

/**
 * 001 §3 quiz. The fan's own figures (`finished_at`, `points`, `total_answers_time`,
 * `answered_count`, `correct_count`, `quiz_user_answers`) come with a user token only.
 */
export const quizSchema = resource('quizzes', {
  name: text,
  end_time: text,
  finished_at: text,
  number_of_attempt_questions: int,
  seconds_for_answer: int,
  points: int,
  total_answers_time: seconds,
  answered_count: int,
  correct_count: int,
  quiz_prize: z.nullish(quizPrizeSchema),
  image: z.nullish(imageSchema),
  quiz_ranking: z.nullish(quizRankingSchema),
  quiz_questions: z.optional(z.array(quizQuestionSchema)),
  quiz_user_answers: z.optional(z.array(quizUserAnswerSchema)),
});

export type QuizAnswer = z.infer<typeof quizAnswerSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type QuizQuestionMeta = z.infer<typeof quizQuestionMetaSchema>;
export type QuizUserAnswer = z.infer<typeof quizUserAnswerSchema>;
export type QuizRankingUser = z.infer<typeof quizRankingUserSchema>;
export type QuizUserAttempt = z.infer<typeof quizUserAttemptSchema>;
export type QuizRanking = z.infer<typeof quizRankingSchema>;
export type QuizPrize = z.infer<typeof quizPrizeSchema>;
export type Quiz = z.infer<typeof quizSchema>;
