import { z } from 'zod';
import { anyResourceSchema, flag, imageSchema, int, resource, text } from './common';

/** 001 §3 survey answer; `resource` is a player or a club (answers_type player / club). */
export const surveyAnswerSchema = resource('survey_answers', {
  content: text,
  answers_count: int,
  resource_type: text,
  image: imageSchema.nullish(),
  resource: anyResourceSchema.nullish(),
});

/** The signed-in caller's own vote (001 §7 `user_answer`). */
export const userAnswerSchema = resource('user_answers', {
  created_at: text,
  answer: surveyAnswerSchema.nullish(),
});

/** 001 §3 survey. */
export const surveySchema = resource('surveys', {
  question: text,
  answers_type: text,
  status: text,
  answers_total: int,
  image: imageSchema.nullish(),
  answers: z.array(surveyAnswerSchema).optional(),
  user_answer: userAnswerSchema.nullish(),
});

export const quizAnswerSchema = resource('quiz_answers', { content: text });

/** 001 §3 quiz question. */
export const quizQuestionSchema = resource('quiz_questions', {
  content: text,
  position: int,
  image: imageSchema.nullish(),
  quiz_answers: z.array(quizAnswerSchema).optional(),
});

/** 001 §3 ranking attempt. */
export const quizUserAttemptSchema = resource('quiz_user_attempts', {
  points: int,
  total_answers_time: z.number().nullish(),
  correct_answers_time: z.number().nullish(),
  finished_at: text,
  is_banned: flag,
  user: anyResourceSchema.nullish(),
});

export const quizRankingSchema = resource('quiz_rankings', {
  name: text,
  published_at: text,
  quiz_user_attempts: z.array(quizUserAttemptSchema).optional(),
});

/** 001 §3 quiz. */
export const quizSchema = resource('quizzes', {
  name: text,
  end_time: text,
  finished_at: text,
  number_of_attempt_questions: int,
  seconds_for_answer: int,
  points: int,
  total_answers_time: z.number().nullish(),
  quiz_prize: z.looseObject({ name: text, value: z.number().nullish(), currency: text }).nullish(),
  image: imageSchema.nullish(),
  quiz_ranking: quizRankingSchema.nullish(),
  quiz_questions: z.array(quizQuestionSchema).optional(),
  quiz_user_answers: z.array(anyResourceSchema).optional(),
});

export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
export type UserAnswer = z.infer<typeof userAnswerSchema>;
export type Survey = z.infer<typeof surveySchema>;
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type QuizUserAttempt = z.infer<typeof quizUserAttemptSchema>;
export type QuizRanking = z.infer<typeof quizRankingSchema>;
export type Quiz = z.infer<typeof quizSchema>;
