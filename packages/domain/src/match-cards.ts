import {
  formatMatchDate,
  formatMatchListDate,
  type DateLocale,
  type TimedMatch,
} from './match-time';
import type { CardMatch, MatchStatus } from './matches';

/**
 * A "match-like" input (the api-client `Match` fits): every field optional, as sparse
 * fieldsets and missing includes must not break a page.
 */
export interface MatchLike extends TimedMatch, CardMatch {
  home_squad_score?: number | null;
  away_squad_score?: number | null;
  highlights_url?: string | null;
  teaser_url?: string | null;
}

const statusOf = (match: { status?: string | null }): string => (match.status ?? '').toLowerCase();
const present = (value: string | null | undefined): boolean =>
  value !== undefined && value !== null && value !== '';

/**
 * The name a match card, the match centre and the ticket belt show for a side: the club's name
 * (001 §3 `club_name`), else the squad's; '' when neither is given.
 */
export function matchSideName(
  squad: { club_name?: string | null; name?: string | null } | null | undefined,
): string {
  const club = squad?.club_name?.trim();
  return club === undefined || club === '' ? (squad?.name?.trim() ?? '') : club;
}

/** 001 §3, §4 statuses, case-insensitive (the API sends lowercase, the spec writes PENDING, LIVE, ENDED). */
export const isLive = (match: { status?: string | null }): boolean => statusOf(match) === 'live';
export const isEnded = (match: { status?: string | null }): boolean => statusOf(match) === 'ended';
export const isPending = (match: { status?: string | null }): boolean =>
  statusOf(match) === 'pending';

/** 001 §4: on cards, 'home : away' when LIVE or ENDED (missing scores are 0, 001 §3), else 'vs'. */
export function scoreOrVs(match: MatchLike): string {
  if (!isLive(match) && !isEnded(match)) return 'vs';
  return `${String(match.home_squad_score ?? 0)} : ${String(match.away_squad_score ?? 0)}`;
}

/**
 * 001 §2: the match centre as a match card links it: '/pilka-nozna/centrum-meczowe/{id}' on
 * the soccer app, '/centrum-meczowe/{id}' (the route itself) on the academy app.
 */
export function matchCentrePath(id: string | number, variant: 'soccer' | 'academy'): string {
  const path = `/centrum-meczowe/${encodeURIComponent(String(id))}`;
  return variant === 'soccer' ? `/pilka-nozna${path}` : path;
}

/**
 * 001 §4 schedule module: if the first match is not pending it is the 'last match' and the rest
 * are incoming; otherwise all are incoming.
 */
export function splitSchedule<M extends { status?: string | null }>(
  matches: readonly M[],
): { last: M | null; incoming: M[] } {
  const [first, ...rest] = matches;
  if (first !== undefined && !isPending(first)) return { last: first, incoming: rest };
  return { last: null, incoming: [...matches] };
}

/**
 * 001 §4: a schedule tile has a button area when highlights_url exists, or the status is live
 * or ended, or the match is pending with a teaser_url.
 */
export function scheduleTileHasButtons(match: MatchLike): boolean {
  return (
    present(match.highlights_url) ||
    isLive(match) ||
    isEnded(match) ||
    (isPending(match) && present(match.teaser_url))
  );
}

/** 001 §4, §9 match counter hero: the match is re-read every 1 s; the countdown ticks every 1 s. */
export const COUNTER_POLL_MS = 1000;
export const COUNTDOWN_TICK_MS = 1000;

/** 001 §4 counter hero state: live, ended, or pending for any other status. */
export function counterHeroStatus(match: { status?: string | null }): MatchStatus {
  if (isLive(match)) return 'live';
  if (isEnded(match)) return 'ended';
  return 'pending';
}

/** Which of the 001 §9 date masks a match card uses: a list's, or a single match's. */
export type MatchCardDateFormat = 'list' | 'match';

/**
 * 001 §9 date of a match card, in the club's zone: in a list (timetable, round) 'ddd,
 * dd.mm.yyyy | HH:MM', on a single match's card (the schedule module's tiles) the match format
 * 'dddd, dd.mm.yyyy, HH:MM'; whichever it is, a card whose hour is not yet defined reads
 * 'dddd, dd.mm.yyyy, -' ('niedziela, 29.11.2026, -'). '' without a valid date.
 */
export function matchCardDate(
  match: TimedMatch,
  timeZone: string,
  locale: DateLocale = 'pl',
  format: MatchCardDateFormat = 'list',
): string {
  if (format === 'list' && match.hour_time_not_yet_defined !== true) {
    return formatMatchListDate(match, timeZone, locale);
  }
  return formatMatchDate(match, timeZone, locale);
}
