import { sectionRoot, type SectionKey } from './sections';

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
