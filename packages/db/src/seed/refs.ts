import { desc } from 'drizzle-orm';
import { articles } from '../schema';
import type { SeedContext } from './context';
import type { FootballIds } from './football';
import type { InteractiveIds } from './interactive';
import type { MatchIds } from './matches';
import type { CatalogueIds } from './shop';

/** What the page seeds link to: the ids the earlier steps created. */
export interface SeedRefs {
  football: FootballIds;
  matches: MatchIds;
  interactive: InteractiveIds;
  catalogue: CatalogueIds;
  /** The newest `n` articles matching the filter (categories, kind, locale). */
  articles: (
    filter: { categories?: readonly number[]; kind?: string; locale?: string },
    n: number,
  ) => number[];
  /** `n` photo image ids starting at photo number `from` (1-based). */
  photos: (from: number, n: number) => number[];
}

export async function loadArticleIndex(ctx: SeedContext) {
  return ctx.db
    .select({
      id: articles.id,
      categoryId: articles.publicationCategoryId,
      kind: articles.kind,
      locale: articles.locale,
    })
    .from(articles)
    .orderBy(desc(articles.publicationTime));
}

export function articlePicker(
  index: Awaited<ReturnType<typeof loadArticleIndex>>,
): SeedRefs['articles'] {
  return (filter, n) =>
    index
      .filter(
        (a) =>
          (!filter.categories || filter.categories.includes(a.categoryId ?? -1)) &&
          (!filter.kind || a.kind === filter.kind) &&
          a.locale === (filter.locale ?? 'pl'),
      )
      .slice(0, n)
      .map((a) => a.id);
}
