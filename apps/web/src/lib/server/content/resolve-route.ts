import { cache } from 'react';
import type { Article, Page } from '@trybuna/api-client';
import {
  INTERNAL_FOOTBALL_PREFIXES,
  isSoccerMainPage,
  NEWS_PAGE_SIZE,
  OUR_PROGRAMS_CATEGORY,
  OUR_PROGRAMS_PATH,
  parseFootballPath,
  rootSlug,
  parseNewsPath,
  routeKind,
  type AppVariant,
  type NewsListQuery,
} from '@trybuna/domain';
import { NOT_FOUND_PATH } from '@/lib/app-path';
import type { SiteLocale } from '@/lib/i18n';
import { article, articleList, mainPage, staticPages } from './content';
import { club } from '@/lib/server/site';

export type ResolvedRoute =
  | { kind: 'main'; page: Page }
  | { kind: 'static'; article: Article }
  | { kind: 'static-container'; documents: Article[] }
  | { kind: 'programs'; intro: Article | null; programs: Article[] }
  | { kind: 'article'; article: Article; related: Article[] }
  | {
      kind: 'news';
      query: NewsListQuery;
      items: Article[];
      page: number;
      last: number;
    }
  | { kind: 'english-landing' }
  | { kind: 'not-found' };

/**
 * What a public path shows: a section root or module page, a news list, an article, or a
 * static page found by its page type (000 §2.4, §2.5, §2.10). One request per render thanks to
 * `cache`, shared by the page and its metadata.
 */
export const resolveRoute = cache(
  async (
    variant: AppVariant,
    locale: SiteLocale,
    path: string,
    listPage = 1,
  ): Promise<ResolvedRoute> => {
    const rest = locale === 'en' ? path.replace(/^\/en/, '') || '/' : path;
    if (rest === NOT_FOUND_PATH || INTERNAL_FOOTBALL_PREFIXES.some((p) => rest.startsWith(p))) {
      return { kind: 'not-found' };
    }
    // Team, profile and timetable paths are rewritten by the proxy to the (football) folders
    // (docs/web.md "Football pages"); one that still arrives here is never read as an article
    // (player and article ids overlap).
    if (
      (variant === 'soccer' || variant === 'academy') &&
      locale === 'pl' &&
      parseFootballPath(rest, variant)
    ) {
      return { kind: 'not-found' };
    }
    if (rest === '/') {
      const slug = rootSlug(variant, locale);
      return slug
        ? { kind: 'main', page: await mainPage(slug, locale) }
        : { kind: 'english-landing' };
    }
    if (variant === 'soccer' && locale === 'pl' && isSoccerMainPage(rest)) {
      return { kind: 'main', page: await mainPage(rest.slice(1), locale) };
    }
    const articleId = /\/[^/]+\/(\d+)$/.exec(rest)?.[1];
    if (articleId) {
      const found = await article(articleId, locale);
      return { kind: 'article', article: found, related: await relatedArticles(found, locale) };
    }
    const news = parseNewsPath(path, club.club);
    if (news && routeKind(path) === 'news-list') {
      const list = await articleList(
        {
          categoryIds: news.categoryIds,
          ...(news.kind ? { kinds: [news.kind] } : {}),
          ...(news.tag ? { tag: news.tag } : {}),
          page: listPage,
          size: NEWS_PAGE_SIZE,
        },
        locale,
      );
      return { kind: 'news', query: news, ...list };
    }
    if (variant === 'soccer' && locale === 'pl' && rest === OUR_PROGRAMS_PATH) {
      const [intro] = await staticPages(rest.slice(1), locale);
      const { items } = await articleList(
        { categoryIds: [OUR_PROGRAMS_CATEGORY], page: 1, size: 24 },
        locale,
      );
      return { kind: 'programs', intro: intro ?? null, programs: items };
    }
    const found = await staticPages(path.slice(1), locale);
    if (found.length > 1) return { kind: 'static-container', documents: found };
    return found[0] ? { kind: 'static', article: found[0] } : { kind: 'not-found' };
  },
);

/** Up to four newer or older articles of the same category, for the article's aside. */
async function relatedArticles(found: Article, locale: SiteLocale): Promise<Article[]> {
  const categoryId = Number(found.publication_category?.id ?? 0);
  if (!categoryId) return [];
  const { items } = await articleList({ categoryIds: [categoryId], page: 1, size: 5 }, locale);
  return items.filter((item) => item.id !== found.id).slice(0, 4);
}
