import type { ApiClient } from '../client';
import type { ApiResponse } from '../response';
import { pageSchema, type Page } from '../schemas/cms';
import { DEFAULT_LANGUAGE, getOne, type CallOptions } from './parse';

const squadWithCrest = (prefix: string) => [
  `${prefix}.home_squad`,
  `${prefix}.home_squad.club_image`,
  `${prefix}.away_squad`,
  `${prefix}.away_squad.club_image`,
];

/**
 * 000 §3 "Page includes requested" (001 §7 for the match modules), plus the linked items the
 * contact, FAQ, gallery, quiz and payment modules of 000 §3 / 001 §2 show.
 */
export const PAGE_INCLUDES: readonly string[] = [
  'components',
  'components.image',
  'components.images',
  'components.squad',
  'components.articles',
  'components.articles.image',
  'components.articles.publication_category',
  'components.products',
  'components.products.image',
  'components.contacts',
  'components.contacts.image',
  'components.faq_questions',
  'components.payment_options',
  'components.match_pending_image',
  'components.match_live_image',
  'components.match',
  ...squadWithCrest('components.match'),
  'components.match.competition',
  'components.matches',
  ...squadWithCrest('components.matches'),
  'components.matches.competition',
  'components.survey',
  'components.survey.image',
  'components.survey.user_answer.answer',
  'components.survey.answers.resource.image',
  'components.quiz',
  'components.quiz.image',
];

export interface CurrentPageQuery extends CallOptions {
  /** `main_page` for section roots and the home page. */
  kind: string;
  slug: string;
  include?: readonly string[];
}

/** `GET current_page?kind=&slug=&include=` (000 §7.2): the page and its components. */
export function getCurrentPage(
  client: ApiClient,
  query: CurrentPageQuery,
): Promise<ApiResponse<Page>> {
  const { kind, slug, include = PAGE_INCLUDES, ...call } = query;
  return getOne(
    client,
    'current_page',
    pageSchema,
    { kind, slug, include },
    call,
    DEFAULT_LANGUAGE,
  );
}

/** `GET pages/{id}` with the page includes: a CMS page by id (page preview, 000 §2.1). */
export function getPage(
  client: ApiClient,
  id: string | number,
  options: CallOptions & { include?: readonly string[] } = {},
): Promise<ApiResponse<Page>> {
  const { include = PAGE_INCLUDES, ...call } = options;
  return getOne(
    client,
    `pages/${encodeURIComponent(String(id))}`,
    pageSchema,
    { include },
    call,
    DEFAULT_LANGUAGE,
  );
}
