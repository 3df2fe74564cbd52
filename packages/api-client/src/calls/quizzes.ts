import {
  QUIZ_RANKING_FILTER,
  QUIZ_RANKING_PAGE_SIZE,
  QUIZ_RANKING_SORT_FIELDS,
} from '@trybuna/domain';
import type { ApiClient } from '../client';
import type { QueryParams } from '../query';
import type { ApiResponse } from '../response';
import {
  quizQuestionMetaSchema,
  quizQuestionSchema,
  quizSchema,
  quizUserAnswerSchema,
  quizUserAttemptSchema,
  type Quiz,
  type QuizQuestion,
  type QuizQuestionMeta,
  type QuizUserAnswer,
  type QuizUserAttempt,
} from '../schemas/quizzes';
import { getList, getOne, parseResponse, toRequestOptions, type CallOptions } from './parse';

/** 001 §7 `GET quizzes/{id}` includes: the fan's answers and the ranking with its attempts. */
export const QUIZ_INCLUDES: readonly string[] = [
  'quiz_user_answers',
  'quiz_ranking.quiz_user_attempts',
];

/** 001 §7 `next_question` includes. */
export const QUIZ_QUESTION_INCLUDES: readonly string[] = ['image', 'quiz_answers'];

/** 001 §7 `finish_quiz` includes. */
export const QUIZ_FINISH_INCLUDES: readonly string[] = ['quiz_user_answers', 'quiz_ranking'];

const quizPath = (id: string | number) => `quizzes/${encodeURIComponent(String(id))}`;

/** `GET quizzes/{id}` (001 §7; with the fan's `userToken`, their own figures and answers). */
export function getQuiz(
  client: ApiClient,
  id: string | number,
  options: CallOptions & { include?: readonly string[] } = {},
): Promise<ApiResponse<Quiz>> {
  const { include = QUIZ_INCLUDES, ...call } = options;
  return getOne(client, quizPath(id), quizSchema, { include }, call);
}

/** A served question and where the fan is (`meta`: number, count, the server's clock). */
export interface NextQuizQuestion {
  question: QuizQuestion;
  meta: QuizQuestionMeta;
}

/**
 * `GET quiz_questions/next_question?quiz_id={id}&include=image,quiz_answers` with the fan's
 * `userToken` (001 §7): the question in data. A question served and not answered yet comes
 * back again, its clock still running (`meta.remaining_time`).
 */
export async function getNextQuestion(
  client: ApiClient,
  quizId: string | number,
  options: CallOptions = {},
): Promise<NextQuizQuestion> {
  const response = await getOne(
    client,
    'quiz_questions/next_question',
    quizQuestionSchema,
    { quiz_id: String(quizId), include: QUIZ_QUESTION_INCLUDES },
    options,
  );
  const meta = quizQuestionMetaSchema.safeParse(response.meta ?? {});
  return { question: response.data, meta: meta.success ? meta.data : {} };
}

export interface QuizAnswerInput {
  quizId: string | number;
  questionId: string | number;
  /** null when the time ran out (or the fan left the question). */
  answerId: string | number | null;
  /** The seconds left when answered (001 §3), 0 on a timeout. */
  answerTime: number;
}

/** The JSON:API body of a quiz answer, exactly as 001 §7 has it. */
export function quizAnswerBody(input: QuizAnswerInput) {
  return {
    data: {
      type: 'quiz_user_answer' as const,
      attributes: { answer_time: input.answerTime },
      relationships: {
        quiz: { data: { id: String(input.quizId), type: 'quiz' as const } },
        quiz_question: { data: { id: String(input.questionId), type: 'quiz_question' as const } },
        quiz_answer: {
          data:
            input.answerId === null
              ? null
              : { id: String(input.answerId), type: 'quiz_answer' as const },
        },
      },
    },
  };
}

/**
 * `POST quiz_user_answers` with the fan's `userToken` (001 §7): answers the saved answer with
 * `correct_quiz_answer_id`. Pass `keepalive` for the answer saved when the fan leaves.
 */
export async function postQuizAnswer(
  client: ApiClient,
  input: QuizAnswerInput,
  options: CallOptions = {},
): Promise<QuizUserAnswer> {
  const response = await client.post(
    'quiz_user_answers',
    quizAnswerBody(input),
    toRequestOptions(options, undefined),
  );
  return parseResponse(response, quizUserAnswerSchema).data;
}

/**
 * `PATCH quizzes/{id}/finish_quiz?include=quiz_user_answers,quiz_ranking`, no body, with the
 * fan's `userToken` (001 §7): the updated quiz (`finished_at`, points, total time).
 */
export async function finishQuiz(
  client: ApiClient,
  quizId: string | number,
  options: CallOptions = {},
): Promise<Quiz> {
  const response = await client.patch(
    `${quizPath(quizId)}/finish_quiz`,
    undefined,
    toRequestOptions(options, { include: QUIZ_FINISH_INCLUDES }),
  );
  return parseResponse(response, quizSchema).data;
}

/** 001 §7 ranking query of page `page` (1-based): its sort, filters and size are @trybuna/domain's. */
export function quizRankingParams(page: number): QueryParams {
  return {
    include: ['user'],
    sort: QUIZ_RANKING_SORT_FIELDS,
    filter: QUIZ_RANKING_FILTER,
    page: { number: page, size: QUIZ_RANKING_PAGE_SIZE },
  };
}

/**
 * `GET quiz_rankings/{id}/quiz_user_attempts` with the fan's `userToken` (001 §7): one page of
 * ten attempts in the ranking's order; a page past the end is empty.
 */
export function getQuizRankingPage(
  client: ApiClient,
  rankingId: string | number,
  page: number,
  options: CallOptions = {},
): Promise<ApiResponse<QuizUserAttempt[]>> {
  return getList(
    client,
    `quiz_rankings/${encodeURIComponent(String(rankingId))}/quiz_user_attempts`,
    quizUserAttemptSchema,
    quizRankingParams(page),
    options,
  );
}
