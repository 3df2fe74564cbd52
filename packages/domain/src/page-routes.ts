import type { AppVariant } from './sections';

/*
 * Which CMS page a public path of the catch-all shows (000 §2.1, §2.5, §2.10): the table the
 * site's `resolveRoute` reads (apps/web/src/lib/server/content/resolve-route.ts), which then
 * asks the API for the page it names.
 */

/** Section pages of the soccer app served as CMS main pages (000 §2.10). */
export const SOCCER_MAIN_PAGES: readonly string[] = [
  '/pilka-nozna',
  '/fundacja',
  '/tenis-golf',
  '/statystyki',
  // 000 §2.1 Socios, the members area (its path is not shown in the spec: docs/spec-readings.md).
  '/socios',
];

/** A soccer path (Polish) that is a section page read as a main page (000 §2.10). */
export function isSoccerMainPage(path: string): boolean {
  return SOCCER_MAIN_PAGES.includes(path);
}

/** 000 §2.1 Our Programs list: the foundation's programmes, the news category 42 (§2.4). */
export const OUR_PROGRAMS_PATH = '/nasze-programy';
export const OUR_PROGRAMS_CATEGORY = 42;

/** A news list page holds one IRREGULAR grid (000 §2.10: 14 items). */
export const NEWS_PAGE_SIZE = 14;

/**
 * The main page slug of a variant's root (`/` of the app, `/en` of business): `home`,
 * `akademia`, `athletics`, `biznes`, business English `en`; null where English has no main page
 * (the English landing).
 */
export function rootSlug(variant: AppVariant, locale: 'pl' | 'en'): string | null {
  if (locale === 'en') return variant === 'business' ? 'en' : null;
  return { soccer: 'home', academy: 'akademia', athletics: 'athletics', business: 'biznes' }[
    variant
  ];
}
