import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Doc } from '../support/documents';
import { nextQuestion, OPEN } from './quiz-support';

/** What quiz-play*.test.ts read from the API's answers. */
export interface ErrorDoc {
  errors: { status: string; title: string; detail?: string; source?: Record<string, string> }[];
}
export type QuestionDoc = Doc & {
  meta: {
    question_number: number;
    number_of_attempt_questions: number;
    seconds_for_answer: number;
    remaining_time: number;
  };
};

export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorDoc>().errors[0];

/** Serves the fan of `token` the next question of the open quiz and answers its id. */
export async function serveQuestion(app: FastifyInstance, token: string): Promise<number> {
  const response = await nextQuestion(app, token, OPEN.quiz);
  expect(response.statusCode).toBe(200);
  return Number(response.json<QuestionDoc>().data.id);
}
