import { describe, expect, it } from 'vitest';
import {
  counterHeroDate,
  countdown,
  formatMatchDate,
  formatMatchListDate,
  groupMatchesByMonth,
  matchInstant,
  monthKey,
  parsedDate,
  ticketBeltDate,
} from '../src/match-time';

// The demo club's zone; the rules take any zone (club.timeZone) and are also checked elsewhere.
const WARSAW = 'Europe/Warsaw';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('001 §4 countdown: days, hours, minutes, seconds, and the past flag', () => {
  const start = '2026-11-29T17:30:00.000Z';
  const at = Date.parse(start);
  it.each([
    ['one second before', at - SECOND, { days: 0, hours: 0, minutes: 0, seconds: 1, past: false }],
    ['one minute before', at - MINUTE, { days: 0, hours: 0, minutes: 1, seconds: 0, past: false }],
    [
      '59:59 before',
      at - HOUR + SECOND,
      { days: 0, hours: 0, minutes: 59, seconds: 59, past: false },
    ],
    ['exactly a day before', at - DAY, { days: 1, hours: 0, minutes: 0, seconds: 0, past: false }],
    [
      'a second short of a day',
      at - DAY + SECOND,
      { days: 0, hours: 23, minutes: 59, seconds: 59, past: false },
    ],
    [
      '2 d 3 h 4 min 5 s before',
      at - (2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND),
      { days: 2, hours: 3, minutes: 4, seconds: 5, past: false },
    ],
    [
      '100 days before',
      at - 100 * DAY,
      { days: 100, hours: 0, minutes: 0, seconds: 0, past: false },
    ],
    // A fraction of a second left still counts as a second: all zeros only once reached.
    [
      '0.2 s before (rounded up)',
      at - 200,
      { days: 0, hours: 0, minutes: 0, seconds: 1, past: false },
    ],
    [
      '1.5 s before (rounded up)',
      at - 1500,
      { days: 0, hours: 0, minutes: 0, seconds: 2, past: false },
    ],
    ['at kick-off', at, { days: 0, hours: 0, minutes: 0, seconds: 0, past: true }],
    ['a millisecond after', at + 1, { days: 0, hours: 0, minutes: 0, seconds: 0, past: true }],
    ['two hours after', at + 2 * HOUR, { days: 0, hours: 0, minutes: 0, seconds: 0, past: true }],
  ])('%s', (_label, now, expected) => {
    expect(countdown(start, now)).toEqual(expected);
  });

  it('counts elapsed time, not wall-clock hours, across the October DST change', () => {
    // 2026-10-24 18:00 CEST → 2026-10-25 18:00 CET is 25 hours of real time.
    const start = '2026-10-25T17:00:00Z';
    expect(countdown(start, Date.parse('2026-10-24T16:00:00Z'))).toEqual({
      days: 1,
      hours: 1,
      minutes: 0,
      seconds: 0,
      past: false,
    });
  });

  it('an invalid start is past (nothing to count down to)', () => {
    expect(countdown('not a date', 0)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      past: true,
    });
  });
});

describe("001 §3 effective start and parsedDate (the title, in the club's zone)", () => {
  it.each([
    // The case: an 18:30 Warsaw kick-off written in UTC.
    [{ start_time: '2026-11-29T17:30:00.000Z' }, '2026.11.29 18:30'],
    [
      { start_time: '2026-11-29T17:30:00Z', postponed_start_time: '2026-12-06T14:00:00Z' },
      '2026.12.06 15:00',
    ],
    [{ start_time: '2026-11-29T17:30:00Z', postponed_start_time: '' }, '2026.11.29 18:30'],
    [{ start_time: '2026-11-29T17:30:00Z', postponed_start_time: null }, '2026.11.29 18:30'],
    // Summer time (UTC+2) and a kick-off after 23:00 UTC, on the next day in Warsaw.
    [{ start_time: '2026-07-04T18:00:00Z' }, '2026.07.04 20:00'],
    [{ start_time: '2026-11-29T23:30:00Z' }, '2026.11.30 00:30'],
    [{ start_time: '2026-11-29T17:30:00.000+01:00' }, '2026.11.29 17:30'],
    // No hour yet: the date alone.
    [{ start_time: '2026-11-29T17:30:00Z', hour_time_not_yet_defined: true }, '2026.11.29'],
    [{}, ''],
    [{ start_time: 'not a date' }, ''],
  ])('%j → %j', (match, expected) => {
    expect(parsedDate(match, WARSAW)).toBe(expected);
  });

  it('matchInstant is the effective start as a Date, null when missing or invalid', () => {
    expect(
      matchInstant({
        start_time: '2026-11-29T17:30:00Z',
        postponed_start_time: '2026-12-06T14:00:00Z',
      })?.toISOString(),
    ).toBe('2026-12-06T14:00:00.000Z');
    expect(matchInstant({ start_time: '2026-11-29T17:30:00Z' })?.toISOString()).toBe(
      '2026-11-29T17:30:00.000Z',
    );
    expect(matchInstant({ start_time: null })).toBeNull();
    expect(matchInstant({ start_time: 'soon' })).toBeNull();
  });
});

// 2026-11-29 is a Sunday; 17:30Z is 18:30 in Warsaw (CET, UTC+1).
const SUNDAY = { start_time: '2026-11-29T17:30:00Z' };

describe('001 §9 match list date: ddd, dd.mm.yyyy | HH:MM', () => {
  it.each([
    [SUNDAY, 'pl', 'ndz, 29.11.2026 | 18:30'],
    [SUNDAY, 'en', 'Sun, 29.11.2026 | 18:30'],
    [{ ...SUNDAY, hour_time_not_yet_defined: true }, 'pl', 'ndz, 29.11.2026 | -'],
    [{ ...SUNDAY, hour_time_not_yet_defined: false }, 'pl', 'ndz, 29.11.2026 | 18:30'],
    [{ ...SUNDAY, postponed_start_time: '2026-12-02T19:45:00Z' }, 'pl', 'śr, 02.12.2026 | 20:45'],
    // A late UTC evening is already the next day in the club's zone.
    [{ start_time: '2026-12-31T23:15:00Z' }, 'pl', 'pt, 01.01.2027 | 00:15'],
    [{ start_time: 'bad' }, 'pl', ''],
  ] as const)('%j (%s) → %j', (match, locale, expected) => {
    expect(formatMatchListDate(match, WARSAW, locale)).toBe(expected);
  });

  it('defaults to Polish', () => {
    expect(formatMatchListDate(SUNDAY, WARSAW)).toBe('ndz, 29.11.2026 | 18:30');
  });

  it('every Polish and English short weekday, Sunday to Saturday', () => {
    const week = [29, 30, 1, 2, 3, 4, 5].map((day, i) => {
      const month = i < 2 ? '11' : '12';
      return { start_time: `2026-${month}-${String(day).padStart(2, '0')}T12:00:00Z` };
    });
    expect(week.map((m) => formatMatchListDate(m, WARSAW).split(',')[0])).toEqual([
      'ndz',
      'pon',
      'wt',
      'śr',
      'czw',
      'pt',
      'sob',
    ]);
    expect(week.map((m) => formatMatchListDate(m, WARSAW, 'en').split(',')[0])).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });
});

describe('001 §9 match date: dddd, dd.mm.yyyy, HH:MM', () => {
  it.each([
    [SUNDAY, 'pl', 'niedziela, 29.11.2026, 18:30'],
    [SUNDAY, 'en', 'Sunday, 29.11.2026, 18:30'],
    [{ ...SUNDAY, hour_time_not_yet_defined: true }, 'pl', 'niedziela, 29.11.2026, -'],
    [{ ...SUNDAY, hour_time_not_yet_defined: true }, 'en', 'Sunday, 29.11.2026, -'],
    [
      { ...SUNDAY, postponed_start_time: '2026-11-30T17:00:00Z' },
      'pl',
      'poniedziałek, 30.11.2026, 18:00',
    ],
    [{ start_time: '2026-12-04T19:00:00Z' }, 'pl', 'piątek, 04.12.2026, 20:00'],
    [{ start_time: '2026-12-05T19:00:00Z' }, 'en', 'Saturday, 05.12.2026, 20:00'],
    [{}, 'pl', ''],
  ] as const)('%j (%s) → %j', (match, locale, expected) => {
    expect(formatMatchDate(match, WARSAW, locale)).toBe(expected);
  });
});

describe('001 §9 counter hero date YYYY.MM.DD and time HH:MM', () => {
  it.each([
    [SUNDAY, { date: '2026.11.29', time: '18:30' }],
    [
      { ...SUNDAY, hour_time_not_yet_defined: true },
      { date: '2026.11.29', time: '-' },
    ],
    [
      { ...SUNDAY, postponed_start_time: '2027-01-09T11:05:00Z' },
      { date: '2027.01.09', time: '12:05' },
    ],
    [{ start_time: '' }, { date: '', time: '' }],
  ])('%j → %j', (match, expected) => {
    expect(counterHeroDate(match, WARSAW)).toEqual(expected);
  });
});

describe('001 §9 ticket belt date: Polish weekday in capitals, YYYY-MM-DD, HH:MM', () => {
  it.each([
    [SUNDAY, 'NIEDZIELA 2026-11-29, 18:30'],
    [{ start_time: '2026-11-30T17:30:00Z' }, 'PONIEDZIAŁEK 2026-11-30, 18:30'],
    [{ start_time: '2026-12-01T17:30:00Z' }, 'WTOREK 2026-12-01, 18:30'],
    [{ start_time: '2026-12-02T17:30:00Z' }, 'ŚRODA 2026-12-02, 18:30'],
    [{ start_time: '2026-12-03T17:30:00Z' }, 'CZWARTEK 2026-12-03, 18:30'],
    [{ start_time: '2026-12-04T17:30:00Z' }, 'PIĄTEK 2026-12-04, 18:30'],
    [{ start_time: '2026-12-05T17:30:00Z' }, 'SOBOTA 2026-12-05, 18:30'],
    [{ ...SUNDAY, postponed_start_time: '2026-12-05T14:00:00Z' }, 'SOBOTA 2026-12-05, 15:00'],
    [{ ...SUNDAY, hour_time_not_yet_defined: true }, 'NIEDZIELA 2026-11-29, -'],
    [{ start_time: null }, ''],
  ])('%j → %j', (match, expected) => {
    expect(ticketBeltDate(match, WARSAW)).toBe(expected);
  });
});

describe('dates follow the club zone across DST changes', () => {
  it.each([
    // Spring forward on 2026-03-29 at 01:00Z (02:00 CET → 03:00 CEST).
    ['2026-03-29T00:59:00Z', 'ndz, 29.03.2026 | 01:59'],
    ['2026-03-29T01:00:00Z', 'ndz, 29.03.2026 | 03:00'],
    // Fall back on 2026-10-25 at 01:00Z (03:00 CEST → 02:00 CET): 02:30 happens twice.
    ['2026-10-25T00:30:00Z', 'ndz, 25.10.2026 | 02:30'],
    ['2026-10-25T01:30:00Z', 'ndz, 25.10.2026 | 02:30'],
    // The same UTC hour of an evening match, summer and winter time.
    ['2026-10-24T18:00:00Z', 'sob, 24.10.2026 | 20:00'],
    ['2026-10-25T18:00:00Z', 'ndz, 25.10.2026 | 19:00'],
  ])('%s → %s', (start, expected) => {
    expect(formatMatchListDate({ start_time: start }, WARSAW)).toBe(expected);
  });

  it('another zone gives that zone’s wall clock (nothing is fixed to Warsaw)', () => {
    expect(formatMatchDate(SUNDAY, 'America/New_York', 'en')).toBe('Sunday, 29.11.2026, 12:30');
    expect(ticketBeltDate({ start_time: '2026-11-29T03:00:00Z' }, 'America/New_York')).toBe(
      'SOBOTA 2026-11-28, 22:00',
    );
    expect(counterHeroDate(SUNDAY, 'UTC')).toEqual({ date: '2026.11.29', time: '17:30' });
  });

  it('an unknown zone is a programming error', () => {
    expect(() => formatMatchDate(SUNDAY, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('001 §2 month key and grouping in the club zone', () => {
  it.each([
    [{ start_time: '2026-10-31T22:59:00Z' }, WARSAW, '2026-10'],
    [{ start_time: '2026-10-31T23:00:00Z' }, WARSAW, '2026-11'],
    [{ start_time: '2026-10-31T23:00:00Z' }, 'UTC', '2026-10'],
    [
      { start_time: '2026-10-30T18:00:00Z', postponed_start_time: '2026-11-02T18:00:00Z' },
      WARSAW,
      '2026-11',
    ],
    [{ start_time: 'x' }, WARSAW, null],
  ])('%j in %s → %s', (match, zone, key) => {
    expect(monthKey(match, zone)).toBe(key);
  });

  it('the zone decides the month of a match at the turn of a month', () => {
    const matches = [
      { id: 1, start_time: '2026-10-31T23:30:00Z' },
      { id: 2, start_time: '2026-11-01T12:00:00Z' },
    ];
    expect(groupMatchesByMonth(matches, WARSAW).map((g) => g.key)).toEqual(['2026-11']);
    expect(groupMatchesByMonth(matches, 'UTC').map((g) => g.key)).toEqual(['2026-10', '2026-11']);
  });

  it('a match without a valid start is left out', () => {
    const groups = groupMatchesByMonth(
      [
        { id: 1, start_time: null },
        { id: 2, start_time: '2026-11-01T12:00:00Z' },
      ],
      WARSAW,
    );
    expect(groups.map((g) => g.matches.map((m) => m.id))).toEqual([[2]]);
  });
});
