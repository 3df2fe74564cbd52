import { notFound } from 'next/navigation';
import {
  ARTICLE_INCLUDES,
  ARTICLE_LIST_INCLUDES,
  getArticle,
  getArticles,
  getCurrentPage,
  isApiError,
  type Article,
  type Page,
} from '@trybuna/api-client';
import { LISTED_ARTICLE_TYPES } from '@trybuna/domain';
import type { SiteLocale } from '@/lib/i18n';
import { withFootballModuleData } from '@/lib/server/football/module-data';
import { withSquadModuleData } from '@/lib/server/football/squad-module';
import { apiClient } from '@/lib/server/site';

/** 404 from the API becomes the site's not-found page; anything else is a render error. */
async function orNotFound<T>(request: Promise<{ data: T }>): Promise<T> {
  try {
    return (await request).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
}

/**
 * `current_page?kind=main_page&slug=…` (000 §7.2): a section root or the home page, with the
 * players of its squad modules and the rows of its group, round and statistics modules attached.
 */
export async function mainPage(slug: string, locale: SiteLocale): Promise<Page> {
  const page = await orNotFound(
    getCurrentPage(apiClient(), { kind: 'main_page', slug, language: locale }),
  );
  return withSquadModuleData(await withFootballModuleData(page));
}

/**
 * A static page's modules with what they show: the article includes of 000 §3 (surveys and
 * quizzes among them, as on `/dla-kibica`) and the donation section's payment options.
 */
const STATIC_PAGE_INCLUDES: readonly string[] = [
  'page_type',
  ...ARTICLE_INCLUDES.filter((path) => path !== 'tags' && path !== 'publication_category'),
  'components.payment_options',
];

/**
 * The static articles of a page type (000 §2.5: `/{page_type.slug}`), oldest first: one is a
 * static page, several are a static article container (000 §2.1).
 */
export async function staticPages(slug: string, locale: SiteLocale): Promise<Article[]> {
  const { data } = await getArticles(
    apiClient(),
    {
      filter: { type_eq: 'StaticPage', page_type_slug_eq: slug },
      include: STATIC_PAGE_INCLUDES,
      sort: ['id'],
      page: { size: 20 },
    },
    { language: locale },
  );
  return data;
}

/** `articles/{id}` with the includes of 000 §3. */
export function article(id: string, locale: SiteLocale): Promise<Article> {
  return orNotFound(getArticle(apiClient(), id, { language: locale }));
}

export interface ArticleListQuery {
  categoryIds?: readonly number[];
  kinds?: readonly string[];
  tag?: string;
  /** Article types (default news and events, 000 §3: `LISTED_ARTICLE_TYPES`). */
  types?: readonly string[];
  page: number;
  size: number;
}

/** A page of news and events (000 §2.4): newest first, by category, kind and tag. */
export async function articleList(
  query: ArticleListQuery,
  locale: SiteLocale,
): Promise<{ items: Article[]; page: number; last: number }> {
  const response = await getArticles(
    apiClient(),
    {
      filter: {
        type_in: query.types ?? LISTED_ARTICLE_TYPES,
        ...(query.categoryIds ? { publication_category_id_in: query.categoryIds } : {}),
        ...(query.kinds ? { kind_in: query.kinds } : {}),
        ...(query.tag ? { tags_slug_eq: query.tag } : {}),
      },
      include: ARTICLE_LIST_INCLUDES,
      sort: ['-publication_time'],
      page: { number: query.page, size: query.size },
    },
    { language: locale },
  );
  const pagination = (response.meta?.pagination ?? {}) as { current?: number; last?: number };
  return {
    items: response.data,
    page: pagination.current ?? query.page,
    last: Math.max(1, pagination.last ?? 1),
  };
}
