import * as z from 'zod/mini';
import { anyResourceSchema, imageSchema, int, resource, text } from './common';

/** 001 §3 survey answer; `resource` is a player or a club (answers_type player / club). */
export const surveyAnswerSchema = resource('survey_answers', {
  content: text,
  answers_count: int,
  resource_type: text,
  image: z.nullish(imageSchema),
  resource: z.nullish(anyResourceSchema),
});

/** The signed-in caller's own vote (001 §7 `user_answer`). */
export const userAnswerSchema = resource('user_answers', {
  created_at: text,
  answer: z.nullish(surveyAnswerSchema),
});

/** 001 §3 survey. */
export const surveySchema = resource('surveys', {
  question: text,
  answers_type: text,
  status: text,
  answers_total: int,
  image: z.nullish(imageSchema),
  answers: z.optional(z.array(surveyAnswerSchema)),
  user_answer: z.nullish(userAnswerSchema),
});

export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
export type UserAnswer = z.infer<typeof userAnswerSchema>;
export type Survey = z.infer<typeof surveySchema>;
