import {
  INTERNAL_FOOTBALL_PREFIXES,
  internalFootballPath,
  parseFootballPath,
  type AppVariant,
} from '@trybuna/domain';

/**
 * Where the proxy sends a public request for an internal App Router path (the football folders'
 * `/team/…`, `/timetable/…`, `/calendar/…`): the catch-all answers it with the not-found page,
 * without an API call (lib/server/resolve-route.ts).
 */
export const NOT_FOUND_PATH = '/404';

/**
 * The App Router path of a public path (under `/{variant}/{locale}`). The football pages of
 * 001 §2 (team, profile, timetable; the `.ics` feed) live in their own folders: their public
 * paths are rewritten to the internal ones of `internalFootballPath`, and a public request for
 * an internal path itself is the not-found page. Everything else goes to the catch-all as it is
 * (so a profile URL is never read as an article: player and article ids overlap).
 */
export function appPath(variant: AppVariant, english: boolean, rest: string): string {
  if (INTERNAL_FOOTBALL_PREFIXES.some((prefix) => rest.startsWith(prefix))) return NOT_FOUND_PATH;
  if (!english && (variant === 'soccer' || variant === 'academy')) {
    const route = parseFootballPath(rest, variant);
    if (route) return internalFootballPath(route);
  }
  return rest === '/' ? '' : rest;
}
