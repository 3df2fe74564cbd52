import type { DateLocale, TimedMatch } from './match-time';
import { matchInstant } from './match-time';
import { pad2, zonedParts } from './zoned-time';

/** Month names in the nominative, as a month heading reads them ('listopad 2026'). */
export const MONTH_NAMES: Readonly<Record<DateLocale, readonly string[]>> = {
  pl: [
    'styczeń',
    'luty',
    'marzec',
    'kwiecień',
    'maj',
    'czerwiec',
    'lipiec',
    'sierpień',
    'wrzesień',
    'październik',
    'listopad',
    'grudzień',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * The heading of a timetable month group (001 §2 groups by year and month): 'Listopad 2026'
 * (capitalised month name and the year); '' for a month outside 1–12.
 */
export function monthHeading(year: number, month: number, locale: DateLocale = 'pl'): string {
  const name = MONTH_NAMES[locale][month - 1];
  if (!name) return '';
  return `${name.charAt(0).toLocaleUpperCase(locale)}${name.slice(1)} ${String(year)}`;
}

/**
 * How long a match takes in a calendar (a reading: the spec gives no duration): two halves,
 * the break and stoppage time, two hours.
 */
export const MATCH_CALENDAR_DURATION_MS = 2 * 60 * 60 * 1000;

export type CalendarTiming =
  | { allDay: false; start: Date; end: Date }
  /** `date` is the day in the club's zone, 'YYYY-MM-DD'. */
  | { allDay: true; date: string };

/**
 * A match as a calendar entry (beyond the spec): from its effective start (001 §3:
 * postponed_start_time when present), two hours long; a match whose hour is not yet defined is
 * an all-day entry on its day in the club's zone. Null without a valid start.
 */
export function calendarTiming(match: TimedMatch, timeZone: string): CalendarTiming | null {
  const start = matchInstant(match);
  if (!start) return null;
  if (match.hour_time_not_yet_defined === true) {
    const p = zonedParts(start, timeZone);
    if (!p) return null;
    return { allDay: true, date: `${String(p.year)}-${pad2(p.month)}-${pad2(p.day)}` };
  }
  return { allDay: false, start, end: new Date(start.getTime() + MATCH_CALENDAR_DURATION_MS) };
}
