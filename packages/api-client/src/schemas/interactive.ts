import { z } from 'zod';
import { anyResourceSchema, imageSchema, int, resource, text } from './common';

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

export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
export type UserAnswer = z.infer<typeof userAnswerSchema>;
export type Survey = z.infer<typeof surveySchema>;
