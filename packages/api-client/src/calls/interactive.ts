import type { ApiClient } from '../client';
import type { ApiResponse } from '../response';
import { surveySchema, type Survey } from '../schemas/interactive';
import { getOne, toRequestOptions, type CallOptions } from './parse';

/** 001 §7 survey: the caller's own answer plus the answers with their players or clubs. */
export const SURVEY_INCLUDES: readonly string[] = [
  'image',
  'answers',
  'answers.image',
  'answers.resource',
  'answers.resource.image',
  'user_answer',
  'user_answer.answer',
];

type WithInclude = CallOptions & { include?: readonly string[] };

/** `GET surveys/{id}`; pass `userToken` to learn the caller's own vote (001 §7). */
export function getSurvey(
  client: ApiClient,
  id: string | number,
  options: WithInclude = {},
): Promise<ApiResponse<Survey>> {
  const { include = SURVEY_INCLUDES, ...call } = options;
  return getOne(
    client,
    `surveys/${encodeURIComponent(String(id))}`,
    surveySchema,
    { include },
    call,
  );
}

/** The JSON:API body of a survey vote (001 §7). */
export function surveyVoteBody(answerId: string | number) {
  return {
    data: {
      type: 'user_answer' as const,
      relationships: {
        answer: { data: { id: String(answerId), type: 'survey_answer' as const } },
      },
    },
  };
}

/**
 * `POST surveys/user_answers?include=answer` with the fan's `userToken` (001 §7): one vote; the
 * response is not read. A second vote in the same survey is refused (409).
 */
export async function postSurveyVote(
  client: ApiClient,
  answerId: string | number,
  options: CallOptions = {},
): Promise<void> {
  await client.post(
    'surveys/user_answers',
    surveyVoteBody(answerId),
    toRequestOptions(options, { include: ['answer'] }),
  );
}
