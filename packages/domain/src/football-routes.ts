import { teamPath, teamPathSuffix, type FootballVariant } from './teams';

/** 001 §2 timetable tabs: segment, title, hash value. */
export const TIMETABLE_TABS = [
  { segment: 'nadchodzace-mecze', title: 'Nadchodzące mecze', hash: 'upcoming' },
  { segment: 'rozegrane-mecze', title: 'Rozegrane mecze', hash: 'played' },
  { segment: 'tabele-wynikow', title: 'Tabele wyników', hash: 'tables' },
] as const;

export type TimetableTab = (typeof TIMETABLE_TABS)[number];

/** The team index of a team-page suffix ('' → 0, '-druga' → 1, '-10' → 9); null if none. */
export function teamIndexForSuffix(suffix: string): number | null {
  for (let index = 0; index < 64; index += 1) {
    if (teamPathSuffix(index) === suffix) return index;
  }
  return null;
}

export type FootballRoute =
  | { page: 'team'; teamIndex: number }
  | { page: 'squad'; teamIndex: number; squadId: string }
  | { page: 'timetable'; teamIndex: number; tab: TimetableTab }
  | { page: 'member'; teamIndex: number; kind: 'player' | 'staff'; slug: string; id: string }
  | { page: 'calendar'; team: string }
  | { page: 'match-centre'; id: string }
  | { page: 'desk'; id: string };

/**
 * The App Router path prefixes the football routes are rewritten to (under `/{variant}/{locale}`).
 * A public request for one of them is not served: the proxy answers it with a 404.
 */
export const INTERNAL_FOOTBALL_PREFIXES = [
  '/team/',
  '/timetable/',
  '/calendar/',
  '/match-centre/',
  '/desk/',
] as const;

/** The match desk of a match (issue 16): `/redakcja/centrum-meczowe/{id}` on both apps. */
const DESK_PATTERN = /^\/redakcja\/centrum-meczowe\/([0-9]{1,12})$/;

/**
 * 001 §2 match centre: `/centrum-meczowe/{id}` on both apps, and on the soccer app also
 * `/pilka-nozna/centrum-meczowe/{id}` (the path its match cards link to). The id is digits.
 */
function matchCentreRoute(clean: string, app: FootballVariant): FootballRoute | null {
  const pattern =
    app === 'soccer'
      ? /^(?:\/pilka-nozna)?\/centrum-meczowe\/([0-9]{1,12})$/
      : /^\/centrum-meczowe\/([0-9]{1,12})$/;
  const match = pattern.exec(clean);
  return match ? { page: 'match-centre', id: match[1] ?? '' } : null;
}

const MEMBER_SEGMENTS: Readonly<Record<string, 'player' | 'staff'>> = {
  zawodnik: 'player',
  sztab: 'staff',
};

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** 001 §2 "the team's squads": one of a team's squads, '{team path}/kadra/{squad id}'. */
export const SQUAD_SEGMENT = 'kadra';

/**
 * Team page, one of its squads ('/kadra/{id}') or a member profile below a team path
 * ('/druzyna' or '/pilka-nozna/druzyna').
 */
function teamRoute(rest: string): FootballRoute | null {
  const squad = /^([-a-z0-9]*)\/kadra\/([0-9]{1,12})$/.exec(rest);
  if (squad) {
    const teamIndex = teamIndexForSuffix(squad[1] ?? '');
    return teamIndex === null ? null : { page: 'squad', teamIndex, squadId: squad[2] ?? '' };
  }
  const match = /^([-a-z0-9]*)(?:\/(zawodnik|sztab)\/([^/]+)\/([0-9]+))?$/.exec(rest);
  if (!match) return null;
  const teamIndex = teamIndexForSuffix(match[1] ?? '');
  if (teamIndex === null) return null;
  if (match[2] === undefined) return { page: 'team', teamIndex };
  const slug = decoded(match[3] ?? '');
  const kind = MEMBER_SEGMENTS[match[2]];
  if (slug === null || slug === '' || !kind) return null;
  return { page: 'member', teamIndex, kind, slug, id: match[4] ?? '' };
}

/** '{suffix}/{tab segment}' after a timetable base. */
function timetableRoute(rest: string): FootballRoute | null {
  const match = /^([-a-z0-9]*)\/([a-z-]+)$/.exec(rest);
  if (!match) return null;
  const teamIndex = teamIndexForSuffix(match[1] ?? '');
  const tab = TIMETABLE_TABS.find((t) => t.segment === match[2]);
  return teamIndex === null || !tab ? null : { page: 'timetable', teamIndex, tab };
}

/**
 * 001 §2 football routes. Soccer app: the team page `/pilka-nozna/druzyna{suffix}`, a member
 * `/pilka-nozna/druzyna{suffix}/zawodnik/{slug}/{id}` (staff: `/sztab/…`), the timetable
 * `/pilka-nozna/terminarz{suffix}/{tab}`, the match centre `/pilka-nozna/centrum-meczowe/{id}` and
 * `/centrum-meczowe/{id}`. Academy app: the same team and member paths without
 * '/pilka-nozna', the timetable `/terminarze-wyniki` (first team, upcoming) and
 * `/terminarze-wyniki{suffix}/{tab}`. Both apps: the calendar feed `/kalendarz/{team}.ics` and
 * the match desk `/redakcja/centrum-meczowe/{id}` (editors only, issue 16).
 * Null for any other path. The slug is returned decoded.
 */
export function parseFootballPath(path: string, app: FootballVariant): FootballRoute | null {
  const clean = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  const calendar = /^\/kalendarz\/([a-z0-9][-a-z0-9]*)\.ics$/.exec(clean);
  if (calendar) return { page: 'calendar', team: calendar[1] ?? '' };
  const desk = DESK_PATTERN.exec(clean);
  if (desk) return { page: 'desk', id: desk[1] ?? '' };
  const matchCentre = matchCentreRoute(clean, app);
  if (matchCentre) return matchCentre;
  if (app === 'academy') {
    if (clean === '/terminarze-wyniki') {
      return { page: 'timetable', teamIndex: 0, tab: TIMETABLE_TABS[0] };
    }
    if (clean.startsWith('/terminarze-wyniki')) {
      return timetableRoute(clean.slice('/terminarze-wyniki'.length));
    }
    return clean.startsWith('/druzyna') ? teamRoute(clean.slice('/druzyna'.length)) : null;
  }
  if (clean.startsWith('/pilka-nozna/druzyna')) {
    return teamRoute(clean.slice('/pilka-nozna/druzyna'.length));
  }
  if (clean.startsWith('/pilka-nozna/terminarz')) {
    return timetableRoute(clean.slice('/pilka-nozna/terminarz'.length));
  }
  return null;
}

/**
 * 001 §2 timetable path of a team's tab: '/pilka-nozna/terminarz{suffix}/{segment}' on the soccer
 * app; on the academy app '/terminarze-wyniki' for the first team's upcoming matches (the path
 * the spec names) and '/terminarze-wyniki{suffix}/{segment}' otherwise.
 */
export function timetablePath(
  variant: FootballVariant,
  teamIndex: number,
  tab: TimetableTab,
): string {
  const suffix = teamPathSuffix(teamIndex);
  if (variant === 'soccer') return `/pilka-nozna/terminarz${suffix}/${tab.segment}`;
  if (teamIndex === 0 && tab.hash === 'upcoming') return '/terminarze-wyniki';
  return `/terminarze-wyniki${suffix}/${tab.segment}`;
}

/** 001 §2: the timetable's breadcrumb name is the tab name plus the squad slug (space-joined). */
export function timetableBreadcrumbName(tabTitle: string, squadSlug: string): string {
  return [tabTitle.trim(), squadSlug.trim()].filter((part) => part !== '').join(' ');
}

/**
 * The page of one of a team's squads (001 §2 "the page shows the team's squads"): the team path
 * plus '/kadra/{squad id}' ('/pilka-nozna/druzyna/kadra/12'); the current squad is the team
 * page itself.
 */
export function squadPath(
  variant: FootballVariant,
  teamIndex: number,
  squadId: string | number,
): string {
  return `${teamPath(variant, teamIndex)}/${SQUAD_SEGMENT}/${encodeURIComponent(String(squadId))}`;
}

/** The public path of a football route (the inverse of `parseFootballPath`). */
export function footballPath(variant: FootballVariant, route: FootballRoute): string {
  switch (route.page) {
    case 'team':
      return teamPath(variant, route.teamIndex);
    case 'squad':
      return squadPath(variant, route.teamIndex, route.squadId);
    case 'member':
      return `${teamPath(variant, route.teamIndex)}/${route.kind === 'player' ? 'zawodnik' : 'sztab'}/${encodeURIComponent(route.slug)}/${route.id}`;
    case 'timetable':
      return timetablePath(variant, route.teamIndex, route.tab);
    case 'calendar':
      return `/kalendarz/${route.team}.ics`;
    case 'match-centre':
      return variant === 'soccer'
        ? `/pilka-nozna/centrum-meczowe/${route.id}`
        : `/centrum-meczowe/${route.id}`;
    case 'desk':
      return `/redakcja/centrum-meczowe/${route.id}`;
  }
}

/**
 * The App Router path of a football route, under `/{variant}/{locale}`: '/team/{i}',
 * '/team/{i}/squad/{squadId}', '/team/{i}/player/{slug}/{id}', '/team/{i}/staff/{slug}/{id}',
 * '/timetable/{i}/{segment}',
 * '/calendar/{team}', '/match-centre/{id}', '/desk/{id}'. The slug is URI-encoded.
 */
export function internalFootballPath(route: FootballRoute): string {
  switch (route.page) {
    case 'team':
      return `/team/${String(route.teamIndex)}`;
    case 'squad':
      return `/team/${String(route.teamIndex)}/squad/${route.squadId}`;
    case 'member':
      return `/team/${String(route.teamIndex)}/${route.kind}/${encodeURIComponent(route.slug)}/${route.id}`;
    case 'timetable':
      return `/timetable/${String(route.teamIndex)}/${route.tab.segment}`;
    case 'calendar':
      return `/calendar/${route.team}`;
    case 'match-centre':
      return `/match-centre/${route.id}`;
    case 'desk':
      return `/desk/${route.id}`;
  }
}
