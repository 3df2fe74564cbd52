import { BUSINESS_EN_MENU, BUSINESS_PL_MENU } from './menus-business';
import { ATHLETICS_MENU, FOUNDATION_MENU, TENNIS_AND_GOLF_MENU } from './menus-sections';
import { ACADEMY_MENU, SOCCER_MENU } from './menus-soccer';
import type { MenuGroup } from './menu-items';
import type { SectionKey } from './sections';

export type { MenuGroup, MenuItem } from './menu-items';

/** Every sub-site's menu; VOD is external only. */
export const MENUS: Readonly<Record<SectionKey, readonly MenuGroup[]>> = {
  SOCCER: SOCCER_MENU,
  ACADEMY: ACADEMY_MENU,
  BUSINESS_PL: BUSINESS_PL_MENU,
  BUSINESS_EN: BUSINESS_EN_MENU,
  FOUNDATION: FOUNDATION_MENU,
  TENNIS_AND_GOLF: TENNIS_AND_GOLF_MENU,
  ATHLETICS: ATHLETICS_MENU,
  VOD: [],
};

/** Second readings of 000 §2.8 (and §2.8's 'dla-dzieci'), redirected to the first. */
export const MENU_REDIRECTS: Readonly<Record<string, string>> = {
  '/dla-dzieci': '/aktualnosci/dla-dzieci',
  '/akademia-bursa-dyrekcja': '/akademia-bursa-dyrekcja-bursy',
  '/harmonogram-athletics': '/treningi-athletics-harmonogram',
};

/** Pages of 000 §2.7 linked from every menu and footer, besides the menus themselves. */
export const SHELL_PATHS = ['/regulaminy', '/statystyki'] as const;

export interface RouteWords {
  club: string;
  abbr: string;
  partnerBank: string;
}

/** Fills `{club}`, `{abbr}` and `{partner-bank}` in a menu href or anchor. */
export function fillRoute(template: string, words: RouteWords): string {
  return template
    .replaceAll('{club}', words.club)
    .replaceAll('{abbr}', words.abbr)
    .replaceAll('{partner-bank}', words.partnerBank);
}

/** Where an internal path is served from (which page template of 000 §2.1 / 001 §2). */
export type RouteKind = 'section-root' | 'news-list' | 'football' | 'article' | 'static';

const SECTION_ROOTS = new Set(['/', '/pilka-nozna', '/fundacja', '/tenis-golf', '/en']);
const NEWS_PREFIXES = [
  '/aktualnosci/',
  '/aktualnosci-akademii',
  '/aktualnosci-biznes',
  '/aktualnosci-athletics',
  '/en/business-news',
];
const FOOTBALL_PATHS = ['/pilka-nozna/', '/druzyna', '/terminarze-wyniki', '/statystyki'];

export function routeKind(path: string): RouteKind {
  if (SECTION_ROOTS.has(path)) return 'section-root';
  if (NEWS_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'news-list';
  if (FOOTBALL_PATHS.some((prefix) => path === prefix || path.startsWith(prefix))) {
    return 'football';
  }
  if (/\/\d+$/.test(path)) return 'article';
  return 'static';
}

/** The internal paths of a section's menu, filled, without duplicates, in menu order. */
export function internalMenuPaths(section: SectionKey, words: RouteWords): string[] {
  const paths = MENUS[section].flatMap((group) =>
    group.items.flatMap((item) => (item.href ? [fillRoute(item.href, words)] : [])),
  );
  return [...new Set(paths)];
}
