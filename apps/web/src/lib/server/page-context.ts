import type { AppVariant, SectionKey } from '@trybuna/domain';
import { resolveSection } from '@trybuna/domain';
import type { SiteLocale } from '@/lib/i18n';
import type { LinkContext } from '@/lib/menu-links';
import { club, runtimeEnv } from './site';

/** Everything the shell needs to know about the page being rendered. */
export interface PageContext {
  variant: AppVariant;
  locale: SiteLocale;
  /** The public path (with /en for English pages), e.g. `/o-klubie`, `/en/sponsoring`. */
  path: string;
  section: SectionKey;
  links: LinkContext;
}

/**
 * 000 §2.2 news category ids (§2.4) mapped onto the small ids of step 1, so that foundation
 * news (39, 41, 42) and tennis & golf news (40) open in their own section, and the academy,
 * business and athletics news (133, 265, 298) are left to the app variant (step 3) rather than
 * step 1's "any other id gives SOCCER" (docs/spec-readings.md).
 */
function sectionCategoryId(categoryId: number | null | undefined): number | null {
  if (categoryId === 39 || categoryId === 41 || categoryId === 42) return 7;
  if (categoryId === 40) return 10;
  if (categoryId === 133 || categoryId === 265 || categoryId === 298) return null;
  return categoryId ?? null;
}

export function pageContext(
  route: { variant: AppVariant; locale: SiteLocale; path: string },
  categoryId?: number | null,
): PageContext {
  const env = runtimeEnv();
  const section = resolveSection({
    categoryId: sectionCategoryId(categoryId),
    path: route.path,
    app: route.variant,
  });
  return {
    ...route,
    section,
    links: {
      club,
      words: { club: club.club, abbr: club.abbr, partnerBank: club.partnerBankSlug },
      origins: env.origins,
      variant: route.variant,
    },
  };
}
