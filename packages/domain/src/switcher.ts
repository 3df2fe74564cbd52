import type { AppVariant, SectionKey } from './sections';

/** 000 §2.3 section switcher, in order, labels verbatim. */
export const SWITCHER = [
  { section: 'SOCCER', label: 'piłka nożna', app: 'soccer', path: '/pilka-nozna' },
  { section: 'ACADEMY', label: 'akademia', app: 'academy', path: '/' },
  { section: 'FOUNDATION', label: 'fundacja', app: 'soccer', path: '/fundacja' },
  { section: 'TENNIS_AND_GOLF', label: 'tenis & golf', app: 'soccer', path: '/tenis-golf' },
  { section: 'VOD', label: 'vod', app: null, path: null },
  { section: 'ATHLETICS', label: 'athletics', app: 'athletics', path: '/' },
  { section: 'BUSINESS_PL', label: 'biznes', app: 'business', path: '/' },
] as const satisfies readonly {
  section: SectionKey;
  label: string;
  app: AppVariant | null;
  path: string | null;
}[];

export interface SwitcherLink {
  section: SectionKey;
  label: string;
  href: string;
  /** Leaves the club's sites (VOD): a new tab with rel nofollow noopener. */
  external: boolean;
  /** Opens in place, inside the current app (client navigation). */
  inApp: boolean;
  current: boolean;
}

/**
 * The switcher for a page of `section` in `app`: a sub-site opens in place when the current
 * app is that sub-site's app, otherwise on its own origin; 'biznes' leads to /en on English
 * business pages. VOD is the external site.
 */
export function switcherLinks(
  app: AppVariant,
  section: SectionKey,
  origins: Readonly<Record<AppVariant, string>>,
  vodUrl: string,
): SwitcherLink[] {
  return SWITCHER.map((entry) => {
    const current =
      entry.section === section || (entry.section === 'BUSINESS_PL' && section === 'BUSINESS_EN');
    if (entry.app === null) {
      return {
        section: entry.section,
        label: entry.label,
        href: vodUrl,
        external: true,
        inApp: false,
        current,
      };
    }
    const path = entry.section === 'BUSINESS_PL' && section === 'BUSINESS_EN' ? '/en' : entry.path;
    const inApp = entry.app === app;
    return {
      section: entry.section,
      label: entry.label,
      href: inApp ? path : new URL(path, origins[entry.app]).href,
      external: false,
      inApp,
      current,
    };
  });
}

/** 000 §2.3: the business language is remembered in local storage under this key. */
export function businessLanguageKey(club: string): string {
  return `${club}-business-language`;
}

/** 000 §2.3 business language switch: PL goes to /, EN goes to /en. */
export function businessLanguageHref(language: 'pl' | 'en'): string {
  return language === 'en' ? '/en' : '/';
}

/**
 * 000 §2.3 read on the next visit: the value 'en' under the business language key selects
 * English, so the Polish business root sends such a visitor to /en (whose logo links /en, the
 * Polish logo link hidden). Null when the page is right as it is: another stored value, a page
 * already English, or a Polish page other than the root (a link to it is followed as given).
 */
export function rememberedBusinessRoot(
  stored: string | null,
  current: 'pl' | 'en',
  path: string,
): string | null {
  const root = (path.split(/[?#]/)[0] ?? '') === '/';
  return stored === 'en' && current === 'pl' && root ? businessLanguageHref('en') : null;
}
