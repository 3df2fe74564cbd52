import type { ApiClient } from '../client';
import { ARTICLE_PAGE_DELAY_MS, type FetchAllOptions } from '../pagination';
import type { QueryParams } from '../query';
import type { ApiResponse } from '../response';
import { articleSchema, type Article } from '../schemas/cms';
import { DEFAULT_LANGUAGE, fetchAllOf, getList, getOne, type CallOptions } from './parse';

/**
 * 000 §3 "Article includes requested", as far as the API has those relationships: it has no
 * `components.video` (a video module's video is in its payload), so that path is left out.
 */
export const ARTICLE_INCLUDES: readonly string[] = [
  'image',
  'tags',
  'publication_category',
  'components',
  'components.image',
  'components.images',
  'components.contacts',
  'components.contacts.image',
  'components.faq_questions',
  'components.survey',
  'components.survey.image',
  'components.survey.answers',
  'components.survey.answers.image',
  'components.survey.answers.resource',
  'components.survey.answers.resource.image',
  'components.quiz',
  'components.quiz.image',
  'components.quiz.quiz_questions',
];

/** `GET articles` (000 §7.2) in the given language (default pl). */
export function getArticles(
  client: ApiClient,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<Article[]>> {
  return getList(client, 'articles', articleSchema, params, options, DEFAULT_LANGUAGE);
}

/** `GET articles/{id}` with the article includes of 000 §3 unless others are given. */
export function getArticle(
  client: ApiClient,
  id: string | number,
  options: CallOptions & { include?: readonly string[] } = {},
): Promise<ApiResponse<Article>> {
  const { include = ARTICLE_INCLUDES, ...call } = options;
  return getOne(
    client,
    `articles/${encodeURIComponent(String(id))}`,
    articleSchema,
    { include },
    call,
    DEFAULT_LANGUAGE,
  );
}

/**
 * Every article matching the parameters, up to `max`, in pages of `min(remaining, 50)`,
 * waiting 1 s between pages (000 §7.2, §9).
 */
export function fetchAllArticles(
  client: ApiClient,
  params: QueryParams = {},
  options: FetchAllOptions & { language?: string } = {},
): Promise<Article[]> {
  return fetchAllOf(client, 'articles', articleSchema, params, {
    delayMs: ARTICLE_PAGE_DELAY_MS,
    language: DEFAULT_LANGUAGE,
    ...options,
  });
}
