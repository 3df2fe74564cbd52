import { effectiveStartTime, type DatedMatch } from './matches';
import { pad2, zonedParts, type ZonedParts } from './zoned-time';

/** The date fields of a match that its formats read (the api-client `Match` fits). */
export interface TimedMatch extends DatedMatch {
  hour_time_not_yet_defined?: boolean | null;
}

export type DateLocale = 'pl' | 'en';

/**
 * Weekday names, Sunday first, as fixed tables (moment's pl and en locales), so that a date
 * reads the same on the server and in every browser whatever its locale data.
 */
export const WEEKDAYS: Readonly<
  Record<DateLocale, { short: readonly string[]; long: readonly string[] }>
> = {
  pl: {
    short: ['ndz', 'pon', 'wt', 'śr', 'czw', 'pt', 'sob'],
    long: ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'],
  },
  en: {
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
};

/** The match's effective start (001 §3: postponed_start_time when present) as a Date; null if missing or invalid. */
export function matchInstant(match: DatedMatch): Date | null {
  const value = effectiveStartTime(match);
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function matchParts(match: DatedMatch, timeZone: string): ZonedParts | null {
  const instant = matchInstant(match);
  return instant ? zonedParts(instant, timeZone) : null;
}

const hourDefined = (match: TimedMatch): boolean => match.hour_time_not_yet_defined !== true;
const hhmm = (p: ZonedParts): string => `${pad2(p.hour)}:${pad2(p.minute)}`;
const ddmmyyyy = (p: ZonedParts): string => `${pad2(p.day)}.${pad2(p.month)}.${String(p.year)}`;

/**
 * 001 §4 countdown to kick-off: the time left split into days, hours, minutes and seconds,
 * rounded up to the whole second (so all zeros appear only once the start is reached). Once
 * reached (or when the start is not a valid date) it is all zeros with `past` true.
 */
export function countdown(
  startIso: string,
  nowMs: number,
): { days: number; hours: number; minutes: number; seconds: number; past: boolean } {
  const start = new Date(startIso).getTime();
  const left = Number.isNaN(start) ? 0 : Math.ceil((start - nowMs) / 1000);
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, past: true };
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    past: false,
  };
}

/**
 * 001 §3 parsedDate (the match centre's title, 001 §2): postponed_start_time if present, else
 * start_time, read in the club's zone and written 'YYYY.MM.DD HH:MM' (the date's '-' replaced
 * by '.', the counter hero's masks of 001 §9), '2026.11.29 18:30' for a 17:30 UTC kick-off in
 * Warsaw; only the date when the hour is not yet defined; '' without a valid date.
 */
export function parsedDate(match: TimedMatch, timeZone: string): string {
  const { date, time } = counterHeroDate(match, timeZone);
  return date === '' || time === '-' ? date : `${date} ${time}`;
}

/**
 * 001 §9 match list date 'ddd, dd.mm.yyyy | HH:MM' in the club's zone ('ddd, dd.mm.yyyy | -'
 * when the hour is not yet defined), from postponed_start_time when present; '' without a
 * valid date.
 */
export function formatMatchListDate(
  match: TimedMatch,
  timeZone: string,
  locale: DateLocale = 'pl',
): string {
  const p = matchParts(match, timeZone);
  if (!p) return '';
  const day = WEEKDAYS[locale].short[p.weekday] ?? '';
  return `${day}, ${ddmmyyyy(p)} | ${hourDefined(match) ? hhmm(p) : '-'}`;
}

/**
 * 001 §9 match date 'dddd, dd.mm.yyyy, HH:MM' in the club's zone ('dddd, dd.mm.yyyy, -' when
 * the hour is not yet defined); '' without a valid date.
 */
export function formatMatchDate(
  match: TimedMatch,
  timeZone: string,
  locale: DateLocale = 'pl',
): string {
  const p = matchParts(match, timeZone);
  if (!p) return '';
  const day = WEEKDAYS[locale].long[p.weekday] ?? '';
  return `${day}, ${ddmmyyyy(p)}, ${hourDefined(match) ? hhmm(p) : '-'}`;
}

/**
 * 001 §2, §9 counter hero: date YYYY.MM.DD and time HH:MM in the club's zone ('-' for the time
 * when the hour is not yet defined); both '' without a valid date.
 */
export function counterHeroDate(
  match: TimedMatch,
  timeZone: string,
): { date: string; time: string } {
  const p = matchParts(match, timeZone);
  if (!p) return { date: '', time: '' };
  return {
    date: `${String(p.year)}.${pad2(p.month)}.${pad2(p.day)}`,
    time: hourDefined(match) ? hhmm(p) : '-',
  };
}

/**
 * 001 §9 ticket belt date: the Polish weekday in capitals, then YYYY-MM-DD, HH:MM, in the
 * club's zone ('NIEDZIELA 2026-11-29, 18:30'; '-' for the time when the hour is not yet
 * defined, as on the other formats); '' without a valid date.
 */
export function ticketBeltDate(match: TimedMatch, timeZone: string): string {
  const p = matchParts(match, timeZone);
  if (!p) return '';
  const day = (WEEKDAYS.pl.long[p.weekday] ?? '').toUpperCase();
  const ymd = `${String(p.year)}-${pad2(p.month)}-${pad2(p.day)}`;
  return `${day} ${ymd}, ${hourDefined(match) ? hhmm(p) : '-'}`;
}

/** 'YYYY-MM' of the match's effective start in the club's zone; null without a valid date. */
export function monthKey(match: DatedMatch, timeZone: string): string | null {
  const p = matchParts(match, timeZone);
  return p ? `${String(p.year)}-${pad2(p.month)}` : null;
}

/**
 * 001 §2: matches grouped by the year and month (club time) of postponed_start_time, or of
 * start_time when there is none. Groups keep the order in which they first appear, and each
 * group the order of its matches, so a list sorted by date stays sorted. A match without a
 * valid start (only possible with a sparse fieldset: start_time is required) is left out.
 */
export function groupMatchesByMonth<T extends DatedMatch>(
  matches: readonly T[],
  timeZone: string,
): { year: number; month: number; key: string; matches: T[] }[] {
  const groups = new Map<string, { year: number; month: number; key: string; matches: T[] }>();
  for (const match of matches) {
    const p = matchParts(match, timeZone);
    if (!p) continue;
    const key = `${String(p.year)}-${pad2(p.month)}`;
    const group = groups.get(key);
    if (group) group.matches.push(match);
    else groups.set(key, { year: p.year, month: p.month, key, matches: [match] });
  }
  return [...groups.values()];
}
