import { categoryListPath } from './news';
import { sectionRoot, type AppVariant, type SectionKey } from './sections';

/**
 * 000 §2.12: the structured-data names of path segments (home 'main page', football,
 * foundation, tennis & golf, statistics, English version); any other crumb keeps the
 * document title.
 */
const DATA_NAMES: Readonly<Record<string, string>> = {
  '': 'main page',
  'pilka-nozna': 'football',
  fundacja: 'foundation',
  'tenis-golf': 'tennis & golf',
  statystyki: 'statistics',
  en: 'English version',
};

/**
 * The visible names of the same crumbs in the page's language: 'Strona główna' / 'Home', and
 * the section roots as the section switcher names them (000 §2.3).
 */
const LABELS: Readonly<Record<'pl' | 'en', Readonly<Record<string, string>>>> = {
  pl: {
    '': 'Strona główna',
    'pilka-nozna': 'piłka nożna',
    fundacja: 'fundacja',
    'tenis-golf': 'tenis & golf',
    statystyki: 'statystyki',
    en: 'English version',
  },
  en: {
    '': 'Home',
    'pilka-nozna': 'football',
    fundacja: 'foundation',
    'tenis-golf': 'tennis & golf',
    statystyki: 'statistics',
    en: 'English version',
  },
};

/** The one segment of a crumb's path (`/` → '', `/fundacja` → 'fundacja'), or null. */
function singleSegment(href: string): string | null {
  const path = (href.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  const parts = path.split('/').filter(Boolean);
  if (!href.startsWith('/')) return null;
  return parts.length <= 1 ? (parts[0] ?? '') : null;
}

/** 000 §2.12: a crumb's name in the BreadcrumbList structured data. */
export function breadcrumbDataName(href: string, title: string): string {
  const segment = singleSegment(href);
  return (segment !== null ? DATA_NAMES[segment] : undefined) ?? title;
}

/** A crumb's visible name in the page's language: the home and section roots, else the title. */
export function breadcrumbLabel(href: string, title: string, locale: 'pl' | 'en'): string {
  const segment = singleSegment(href);
  return (segment !== null ? LABELS[locale][segment] : undefined) ?? title;
}

/**
 * 000 §2.5 generic breadcrumbs: [/, section root], the root left out where it is `/` itself
 * (the academy, athletics and business PL sites).
 */
export function genericCrumbPaths(section: SectionKey): string[] {
  const root = sectionRoot(section);
  return root === '/' ? ['/'] : ['/', root];
}

/** One crumb: its visible name and its path on the page's origin. */
export interface Crumb {
  name: string;
  href: string;
}

/** 000 §2.5 generic breadcrumbs [/, section root], named in the page's language. */
export function sectionCrumbs(section: SectionKey, locale: 'pl' | 'en'): Crumb[] {
  return genericCrumbPaths(section).map((href) => ({
    name: breadcrumbLabel(href, href, locale),
    href,
  }));
}

/**
 * 001 §2 breadcrumbs of a football page (team, squad, profile, timetable, match centre, desk):
 * '/', 'pilka-nozna' (not on the academy, whose root is '/'), then the page's own crumbs.
 */
export function footballCrumbs(variant: 'soccer' | 'academy', ...own: Crumb[]): Crumb[] {
  const root = (href: string): Crumb => ({ name: breadcrumbLabel(href, href, 'pl'), href });
  return [root('/'), ...(variant === 'soccer' ? [root('/pilka-nozna')] : []), ...own];
}

/** What a page of the catch-all shows, as its breadcrumbs need it (000 §2.5). */
export type CrumbPage =
  /** A section root or module page; the variant's root has no crumbs. */
  | { kind: 'main'; variant: AppVariant; path: string; title: string }
  | { kind: 'english-landing' }
  /** A static page, a static article container or the programmes list: in its section. */
  | { kind: 'in-section'; section: SectionKey; path: string; name: string }
  /** An article: under its news category's list when it has one, else its section root. */
  | {
      kind: 'article';
      section: SectionKey;
      path: string;
      title: string;
      category: { id: number; name: string } | null;
      /** The club's word of the category list paths (`{club}` of 000 §2.4). */
      club: string;
    }
  | { kind: 'news'; path: string; title: string };

/**
 * 000 §2.5 breadcrumbs of the catch-all's pages: home, then the section root (static pages,
 * articles without a category) or the article's category list, then the page itself; a news
 * list sits under home; the variant's root has none.
 */
export function pageCrumbs(page: CrumbPage, locale: 'pl' | 'en'): Crumb[] {
  const home: Crumb = { name: breadcrumbLabel('/', '/', locale), href: '/' };
  switch (page.kind) {
    case 'main': {
      const isRoot = page.path === '/' || (page.variant === 'business' && page.path === '/en');
      if (isRoot) return [];
      return [home, { name: breadcrumbLabel(page.path, page.title, locale), href: page.path }];
    }
    case 'english-landing':
      return [home, { name: breadcrumbLabel('/en', '/en', locale), href: '/en' }];
    case 'in-section':
      return [...sectionCrumbs(page.section, locale), { name: page.name, href: page.path }];
    case 'article': {
      const middle = page.category
        ? [
            {
              name: page.category.name,
              href: categoryListPath(page.category.id, locale, page.club),
            },
          ]
        : sectionCrumbs(page.section, locale).slice(1);
      return [home, ...middle, { name: page.title, href: page.path }];
    }
    case 'news':
      return [home, { name: page.title, href: page.path }];
  }
}
