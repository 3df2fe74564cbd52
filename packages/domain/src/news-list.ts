import { articleKindForSegment, categoryIdForSlug, type ArticleKind } from './news';

/** The news categories the soccer app lists under /aktualnosci/wszystkie (000 §2.4). */
export const SOCCER_NEWS_CATEGORIES: readonly number[] = [
  1, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43,
];

/**
 * The article types a news list, a search and a tag page show (000 §3: News, StaticPage,
 * Event): news and events, never static pages. An event is found by its kind (`/wydarzenia`).
 */
export const LISTED_ARTICLE_TYPES: readonly string[] = ['News', 'Event'];

export interface NewsListQuery {
  /** The list's root path (`/aktualnosci/pilkarskie`, `/aktualnosci-akademii`, `/en/business-news`). */
  root: string;
  /** The category id the slug reads as (000 §2.4 table; `'0'` for any other slug). */
  categoryId: string;
  categoryIds: readonly number[];
  kind: ArticleKind | null;
  tag: string | null;
}

/** Variant news roots of 000 §2.8 and the category each lists. */
const VARIANT_ROOTS: readonly (readonly [string, number])[] = [
  ['/aktualnosci-akademii', 133],
  ['/aktualnosci-biznes', 265],
  ['/en/business-news', 265],
  ['/aktualnosci-athletics', 298],
];

/**
 * The segments after a category: a kind segment (§2.4: artykuly, wydarzenia, wideo, galerie),
 * the menus' own segments (foto → photo, {club}-tv → video; skroty-meczow and any other word is
 * a tag), then an optional tag.
 */
function kindAndTag(
  segments: readonly string[],
  club: string,
): Pick<NewsListQuery, 'kind' | 'tag'> | null {
  const [first, second, ...more] = segments;
  if (more.length > 0) return null;
  if (first === undefined) return { kind: null, tag: null };
  let kind: ArticleKind | null = null;
  const mapped = articleKindForSegment(first);
  if (mapped !== 'all') kind = mapped;
  else if (first === 'foto') kind = 'photo';
  else if (first === `${club}-tv`) kind = 'video';
  if (kind === null) return second === undefined ? { kind: null, tag: first } : null;
  return { kind, tag: second ?? null };
}

/**
 * 000 §2.4 article list route `/aktualnosci/{category}[/{kind}][/{tagSlug}]` and the variants'
 * news roots, read into a query; null when the path is not a list (→ not found).
 * 'wszystkie' lists every soccer-app news category, and so does category '0', which any other
 * slug reads as (the table's last row): all the soccer app's articles (docs/spec-readings.md).
 */
export function parseNewsPath(path: string, club: string): NewsListQuery | null {
  const clean = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  for (const [root, id] of VARIANT_ROOTS) {
    if (clean === root || clean.startsWith(`${root}/`)) {
      const rest = clean.slice(root.length).split('/').filter(Boolean);
      const parsed = kindAndTag(rest, club);
      return parsed ? { root, categoryId: String(id), categoryIds: [id], ...parsed } : null;
    }
  }
  const match = /^\/aktualnosci\/([^/]+)((?:\/[^/]+)*)$/.exec(clean);
  if (!match?.[1]) return null;
  const slug = match[1];
  const rest = (match[2] ?? '').split('/').filter(Boolean);
  const parsed = kindAndTag(rest, club);
  if (!parsed) return null;
  const root = `/aktualnosci/${slug}`;
  if (slug === 'wszystkie') {
    return { root, categoryId: '1', categoryIds: SOCCER_NEWS_CATEGORIES, ...parsed };
  }
  if (slug === 'tenis') return { root, categoryId: '40', categoryIds: [40], ...parsed };
  const categoryId = categoryIdForSlug(slug, club);
  const categoryIds = categoryId === '0' ? SOCCER_NEWS_CATEGORIES : [Number(categoryId)];
  return { root, categoryId, categoryIds, ...parsed };
}

/** The JSON:API filter of a news list, its 'show more' pages and its search (000 §2.4, §2.6). */
export function newsListFilter(query: {
  categoryIds: readonly number[];
  kind: string | null;
  tag: string | null;
}): Record<string, string | readonly string[] | readonly number[]> {
  return {
    type_in: LISTED_ARTICLE_TYPES,
    publication_category_id_in: query.categoryIds,
    ...(query.kind ? { kind_eq: query.kind } : {}),
    ...(query.tag ? { tags_slug_eq: query.tag } : {}),
  };
}
