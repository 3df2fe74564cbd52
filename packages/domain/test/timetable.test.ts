import { describe, expect, it } from 'vitest';
import { calendarTiming, MATCH_CALENDAR_DURATION_MS, monthHeading } from '../src/timetable';

describe('monthHeading', () => {
  it.each([
    [2026, 1, 'pl', 'Styczeń 2026'],
    [2026, 11, 'pl', 'Listopad 2026'],
    [2027, 10, 'pl', 'Październik 2027'],
    [2026, 11, 'en', 'November 2026'],
    [2026, 13, 'pl', ''],
    [2026, 0, 'pl', ''],
  ] as const)('%i-%i (%s) → %j', (year, month, locale, heading) => {
    expect(monthHeading(year, month, locale)).toBe(heading);
  });
});

describe('calendarTiming (calendar feeds)', () => {
  it('a timed match lasts two hours from its start', () => {
    const timing = calendarTiming({ start_time: '2026-11-29T17:30:00Z' }, 'Europe/Warsaw');
    expect(timing).toEqual({
      allDay: false,
      start: new Date('2026-11-29T17:30:00Z'),
      end: new Date(Date.parse('2026-11-29T17:30:00Z') + MATCH_CALENDAR_DURATION_MS),
    });
    expect(MATCH_CALENDAR_DURATION_MS).toBe(7_200_000);
  });

  it('the postponed start wins over the start', () => {
    const timing = calendarTiming(
      { start_time: '2026-11-29T17:30:00Z', postponed_start_time: '2026-12-02T19:00:00Z' },
      'Europe/Warsaw',
    );
    expect(timing?.allDay === false ? timing.start.toISOString() : null).toBe(
      '2026-12-02T19:00:00.000Z',
    );
  });

  it('an undefined hour is an all-day entry on the day in the club zone', () => {
    // 23:30 UTC on the 29th is already the 30th in Warsaw, still the 29th in New York.
    const match = { start_time: '2026-11-29T23:30:00Z', hour_time_not_yet_defined: true };
    expect(calendarTiming(match, 'Europe/Warsaw')).toEqual({ allDay: true, date: '2026-11-30' });
    expect(calendarTiming(match, 'America/New_York')).toEqual({ allDay: true, date: '2026-11-29' });
  });

  it('no entry without a valid start', () => {
    expect(calendarTiming({ start_time: '' }, 'Europe/Warsaw')).toBeNull();
    expect(calendarTiming({ start_time: 'soon' }, 'Europe/Warsaw')).toBeNull();
  });
});
