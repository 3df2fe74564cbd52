/** The section keys of 000 §1. */
export const SECTIONS = [
  'SOCCER',
  'ACADEMY',
  'BUSINESS_PL',
  'BUSINESS_EN',
  'FOUNDATION',
  'TENNIS_AND_GOLF',
  'ATHLETICS',
  'VOD',
] as const;

export type SectionKey = (typeof SECTIONS)[number];

/** The apps of 000 §1 / §2.2 step 3: the soccer app and the variants on their own origins. */
export type AppVariant = 'soccer' | 'academy' | 'athletics' | 'business';

export interface SectionInput {
  categoryId?: number | string | null;
  path: string;
  query?: string;
  app?: AppVariant;
  /** The `{club}` word; without it the club-dependent keywords match by their prefix. */
  club?: string;
}

/** 000 §2.2 step 1: 7, 8, 9 → FOUNDATION; 10 → TENNIS_AND_GOLF; any other id → SOCCER. */
function sectionForCategory(categoryId: number | string): SectionKey {
  const id = Number(categoryId);
  if (id === 7 || id === 8 || id === 9) return 'FOUNDATION';
  if (id === 10) return 'TENNIS_AND_GOLF';
  return 'SOCCER';
}

function foundationKeywords(club: string | undefined): string[] {
  // fundacja{club} and lekcje-z-{club}: with no club word, 'fundacja' and 'lekcje-z-' cover them.
  return [
    club ? `fundacja${club}` : 'fundacja',
    'fundacja',
    'nasze-historie',
    'nasze-programy',
    'wszyscy-do-wiosel',
    club ? `lekcje-z-${club}` : 'lekcje-z-',
    'celuj-w-zdrowie',
    'stem',
    'STEM',
    'szkola-jezykowa',
    'wolontariat',
    'sprawozdania-finansowe',
  ];
}

function queryParams(query: string | undefined): URLSearchParams {
  return new URLSearchParams((query ?? '').replace(/^\?/, ''));
}

/** 000 §2.2 step 2: in the soccer app the path and query decide, or nothing does. */
function sectionForPath(path: string, query: string | undefined, club?: string): SectionKey | null {
  const q = query ?? '';
  const foundation =
    q.includes('foundation') || foundationKeywords(club).some((k) => path.includes(k));
  const tennis =
    q.includes('tennis_and_golf') ||
    path.includes('tenis-golf') ||
    path.includes('/aktualnosci/tenis');
  if (
    path.includes('pilkarskie') ||
    path.includes('pilka-nozna') ||
    (path.includes('/aktualnosci/wszystkie') && !foundation && !tennis) ||
    queryParams(query).get('s_sp') === 'true'
  ) {
    return 'SOCCER';
  }
  if (foundation) return 'FOUNDATION';
  if (tennis) return 'TENNIS_AND_GOLF';
  return null;
}

/** 000 §2.2: which sub-site a page belongs to, the four steps in order. */
export function resolveSection(input: SectionInput): SectionKey {
  const { categoryId, path, query, app = 'soccer' } = input;
  if (categoryId !== undefined && categoryId !== null && categoryId !== '') {
    return sectionForCategory(categoryId);
  }
  if (app === 'soccer') {
    const byPath = sectionForPath(path, query, input.club);
    if (byPath) return byPath;
  }
  if (app === 'academy') return 'ACADEMY';
  if (app === 'athletics') return 'ATHLETICS';
  if (app === 'business') {
    const first = path.split('/').find((segment) => segment !== '');
    return first === 'en' ? 'BUSINESS_EN' : 'BUSINESS_PL';
  }
  return 'SOCCER';
}

/**
 * 000 §2.3 section roots. Academy, athletics and business PL live at `/` of their own origin,
 * business EN at `/en`; VOD is an external site and has no root here (`/`).
 */
export function sectionRoot(section: SectionKey): string {
  switch (section) {
    case 'SOCCER':
      return '/pilka-nozna';
    case 'FOUNDATION':
      return '/fundacja';
    case 'TENNIS_AND_GOLF':
      return '/tenis-golf';
    case 'BUSINESS_EN':
      return '/en';
    default:
      return '/';
  }
}

/**
 * 000 §2.3 logo home link: SOCCER /pilka-nozna, FOUNDATION /fundacja, TENNIS_AND_GOLF
 * /tenis-golf, BUSINESS_EN /en, any other /. The spec's two tables give the same paths, so the
 * logo leads to the section root.
 */
export function logoHref(section: SectionKey): string {
  return sectionRoot(section);
}

/** 000 §8: where the error page sends the visitor after 5 s. */
export function errorRedirectPath(section: SectionKey, app?: AppVariant): string {
  if (section === 'TENNIS_AND_GOLF') return '/tenis-golf';
  if (section === 'FOUNDATION') return '/fundacja';
  if (app === 'business' && section === 'BUSINESS_EN') return '/en';
  if (app === 'academy' || app === 'athletics' || app === 'business') return '/';
  return '/pilka-nozna';
}

/**
 * 000 §8 "status 500 with message and stack": the error page shows the error's message and
 * stack in the DEV and TEST environments; elsewhere (INT, PROD) the public sees only the status
 * and, when reporting is configured, the event id.
 */
export function showsErrorDetails(appEnv: string): boolean {
  return appEnv === 'DEV' || appEnv === 'TEST';
}

/** 000 §1 button variants: business and tennis have their own, VOD is dark. */
export const SECTION_BUTTON_VARIANT: Record<
  SectionKey,
  'primary' | 'business' | 'tennis' | 'dark'
> = {
  SOCCER: 'primary',
  ACADEMY: 'primary',
  BUSINESS_PL: 'business',
  BUSINESS_EN: 'business',
  FOUNDATION: 'primary',
  TENNIS_AND_GOLF: 'tennis',
  ATHLETICS: 'primary',
  VOD: 'dark',
};
