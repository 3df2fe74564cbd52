import ICAL from 'ical.js';
import type { Match } from '@trybuna/api-client';
import { describe, expect, it } from 'vitest';
import { matchCalendar } from './calendar';

const squad = (id: string, name: string) => ({ id, type: 'squads', name, club_name: name });

function match(id: string, attributes: Partial<Match>): Match {
  return {
    id,
    type: 'matches',
    status: 'pending',
    home_squad: squad('1', 'KS Sokół Warszawa'),
    away_squad: squad('2', 'Wisła Płock'),
    venue: { id: '1', type: 'venues', name: 'Stadion Miejski', city: 'Warszawa' },
    competition: { id: '1', type: 'competitions', name: 'Ekstraliga' },
    ...attributes,
  };
}

const MATCHES = [
  match('11', {
    status: 'ended',
    start_time: '2026-10-04T16:30:00Z',
    home_squad_score: 2,
    away_squad_score: 1,
    round: '10. kolejka',
  }),
  match('12', { start_time: '2026-11-29T17:30:00Z' }),
  match('13', {
    start_time: '2026-12-05T15:00:00Z',
    postponed_start_time: '2026-12-06T18:45:00Z',
  }),
  // 23:30 UTC is already the next day in Warsaw.
  match('14', { start_time: '2026-12-12T23:30:00Z', hour_time_not_yet_defined: true }),
  match('15', { start_time: null }),
];

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => ({
      vevent,
      event: new ICAL.Event(vevent),
    })),
  };
}

const ics = matchCalendar({
  name: 'KS Sokół Warszawa – Pierwsza drużyna',
  producer: 'KS Sokół Warszawa',
  matches: MATCHES,
  variant: 'soccer',
  teamIndex: 0,
  origin: 'https://sokol.example:8443',
  timeZone: 'Europe/Warsaw',
});

describe('matchCalendar (RFC 5545 feed of a team)', () => {
  it('is a VCALENDAR 2.0 with the club zone named and a refresh interval', () => {
    const { calendar } = parse(ics);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Warsaw');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(ics).toMatch(/^REFRESH-INTERVAL;VALUE=DURATION:PT6H\r$/m);
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });

  it('has one VEVENT per match with a valid start, with stable UIDs on the site host', () => {
    const { events } = parse(ics);
    expect(events.map(({ event }) => event.uid)).toEqual([
      'match-11@sokol.example',
      'match-12@sokol.example',
      'match-13@sokol.example',
      'match-14@sokol.example',
    ]);
    const again = matchCalendar({
      name: 'x',
      producer: 'y',
      matches: MATCHES,
      variant: 'soccer',
      teamIndex: 0,
      origin: 'https://sokol.example:8443',
      timeZone: 'Europe/Warsaw',
    });
    expect(parse(again).events.map(({ event }) => event.uid)).toEqual(
      events.map(({ event }) => event.uid),
    );
  });

  it('writes times in UTC, two hours long, the postponed start winning', () => {
    const { events } = parse(ics);
    const [ended, next, postponed] = events.map(({ event }) => event);
    expect(ended?.startDate.toJSDate().toISOString()).toBe('2026-10-04T16:30:00.000Z');
    expect(ended?.startDate.zone.tzid).toBe('UTC');
    expect(next?.startDate.toJSDate().toISOString()).toBe('2026-11-29T17:30:00.000Z');
    expect(next?.endDate.toJSDate().toISOString()).toBe('2026-11-29T19:30:00.000Z');
    expect(postponed?.startDate.toJSDate().toISOString()).toBe('2026-12-06T18:45:00.000Z');
  });

  it('an undefined hour is an all-day tentative entry on the club-zone day', () => {
    const { events } = parse(ics);
    const undefinedHour = events[3];
    expect(undefinedHour?.event.startDate.isDate).toBe(true);
    expect(undefinedHour?.event.startDate.toString()).toBe('2026-12-13');
    expect(undefinedHour?.vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(events[1]?.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it("summary 'Home - Away', the venue, and the match centre or the timetable as URL", () => {
    const { events } = parse(ics);
    const [ended, next] = events;
    expect(ended?.event.summary).toBe('KS Sokół Warszawa - Wisła Płock');
    expect(ended?.event.location).toBe('Stadion Miejski, Warszawa');
    expect(ended?.event.description).toBe('Ekstraliga · 10. kolejka · 2 : 1');
    expect(ended?.vevent.getFirstPropertyValue('url')).toBe(
      'https://sokol.example:8443/pilka-nozna/centrum-meczowe/11',
    );
    expect(next?.vevent.getFirstPropertyValue('url')).toBe(
      'https://sokol.example:8443/pilka-nozna/terminarz/nadchodzace-mecze',
    );
  });

  it('academy feeds link the academy paths', () => {
    const academy = matchCalendar({
      name: 'U19',
      producer: 'Akademia',
      matches: MATCHES.slice(0, 1),
      variant: 'academy',
      teamIndex: 2,
      origin: 'https://akademia.sokol.example',
      timeZone: 'Europe/Warsaw',
    });
    const [first] = parse(academy).events;
    expect(first?.vevent.getFirstPropertyValue('url')).toBe(
      'https://akademia.sokol.example/centrum-meczowe/11',
    );
  });
});
