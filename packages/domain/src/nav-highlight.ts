import { highlightedPath } from './browsing';
import { footballPath, parseFootballPath, type FootballRoute } from './football-routes';
import type { FootballVariant } from './teams';

/** A navigation entry: a key unique in its menu (group and item) and its internal href. */
export interface NavEntry {
  key: string;
  href: string;
}

const clean = (path: string): string => (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';

const segments = (path: string): number => path.split('/').filter(Boolean).length;

/** The first team's page of a team, squad, member or timetable route (its tab kept). */
function firstTeamRoute(route: FootballRoute): FootballRoute | null {
  switch (route.page) {
    case 'team':
    case 'squad':
    case 'member':
    case 'timetable':
      return { ...route, teamIndex: 0 };
    default:
      return null;
  }
}

/**
 * A football page of another team reads as the same page of the first team (001 §2): a
 * timetable page of any team matches its own tab's entry, a squad page the team entry.
 */
function asFirstTeam(path: string): string {
  for (const variant of ['soccer', 'academy'] as const satisfies readonly FootballVariant[]) {
    const route = parseFootballPath(path, variant);
    const first = route ? firstTeamRoute(route) : null;
    if (first) return footballPath(variant, first);
  }
  return path;
}

/**
 * The one current entry of a menu (000 §2.4 navigation highlighting, reconciled with one
 * marked item; docs/spec-readings.md). Each entry that matches scores how precisely:
 * - its href is the page's path: exact, the best;
 * - its href is a parent of the path (`/aktualnosci/pilkarskie` of an article under it): as
 *   deep as the href;
 * - it is the entry the spec's rule names for a news or timetable URL (`highlightedPath`): as
 *   deep as that href less a half, so a parent as deep wins and any shallower parent (the
 *   section root) loses.
 * A football page of another team reads as the first team's (a timetable page matches its own
 * tab). The highest score wins; ties go to the first entry in menu order; `/` matches only
 * itself. Null when nothing matches.
 */
export function currentNavEntry(entries: readonly NavEntry[], pagePath: string): string | null {
  const path = asFirstTeam(clean(pagePath));
  const spec = clean(highlightedPath(clean(pagePath)));
  let best: { key: string; score: number } | null = null;
  for (const entry of entries) {
    const href = clean(entry.href);
    let score = -1;
    if (href === path) score = Number.MAX_SAFE_INTEGER;
    else if (href !== '/' && path.startsWith(`${href}/`)) score = segments(href);
    if (href === spec && href !== path) score = Math.max(score, segments(href) - 0.5);
    if (score >= 0 && (best === null || score > best.score)) best = { key: entry.key, score };
  }
  return best?.key ?? null;
}
