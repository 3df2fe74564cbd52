import { TIMETABLE_TABS } from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import {
  matchCentrePagePath,
  parseCalendarParams,
  parseMatchCentreParams,
  parseMemberParams,
  parseSquadParams,
  parseTeamParams,
  routeFromParams,
  timetableRoute,
} from './route-params';

describe('routeFromParams (/{variant}/{locale}/{...path})', () => {
  it.each([
    [
      { variant: 'soccer', locale: 'pl' },
      { variant: 'soccer', locale: 'pl', path: '/' },
    ],
    [
      { variant: 'academy', locale: 'pl', path: ['aktualnosci', 'wszystkie'] },
      { variant: 'academy', locale: 'pl', path: '/aktualnosci/wszystkie' },
    ],
    [
      { variant: 'business', locale: 'en' },
      { variant: 'business', locale: 'en', path: '/en' },
    ],
    [
      { variant: 'business', locale: 'en', path: ['sponsoring'] },
      { variant: 'business', locale: 'en', path: '/en/sponsoring' },
    ],
    [
      { variant: 'soccer', locale: 'pl', path: ['a%C5%BC'] },
      { variant: 'soccer', locale: 'pl', path: '/aż' },
    ],
    [
      { variant: 'nope', locale: 'xx' },
      { variant: 'soccer', locale: 'pl', path: '/' },
    ],
  ])('%j → %j', (params, route) => {
    expect(routeFromParams(params)).toEqual(route);
  });
});

describe('football page params', () => {
  it('reads the variant, language and team index', () => {
    expect(parseTeamParams({ variant: 'soccer', locale: 'pl', team: '1' })).toEqual({
      variant: 'soccer',
      locale: 'pl',
      teamIndex: 1,
    });
    expect(parseTeamParams({ variant: 'academy', locale: 'pl', team: '12' })?.teamIndex).toBe(12);
  });

  it.each([
    { variant: 'business', locale: 'pl', team: '0' },
    { variant: 'soccer', locale: 'en', team: '0' },
    { variant: 'soccer', locale: 'pl', team: '01' },
    { variant: 'soccer', locale: 'pl', team: '-1' },
    { variant: 'soccer', locale: 'pl', team: '100' },
  ])('is not found for %o', (params) => {
    expect(parseTeamParams(params)).toBeNull();
  });

  it('decodes the slug of a profile and checks its id', () => {
    expect(
      parseMemberParams({ variant: 'soccer', locale: 'pl', team: '0', slug: 'jos%C3%A9', id: '5' }),
    ).toEqual({ variant: 'soccer', locale: 'pl', teamIndex: 0, slug: 'josé', id: '5' });
    expect(
      parseMemberParams({ variant: 'soccer', locale: 'pl', team: '0', slug: '%E0', id: '5' }),
    ).toBeNull();
    expect(
      parseMemberParams({ variant: 'soccer', locale: 'pl', team: '0', slug: 'a', id: '5x' }),
    ).toBeNull();
  });

  it("reads a team's squad id (digits only)", () => {
    expect(parseSquadParams({ variant: 'soccer', locale: 'pl', team: '0', squad: '12' })).toEqual({
      variant: 'soccer',
      locale: 'pl',
      teamIndex: 0,
      squadId: '12',
    });
    for (const squad of [undefined, '', 'x', '1.5', '1234567890123']) {
      expect(parseSquadParams({ variant: 'soccer', locale: 'pl', team: '0', squad })).toBeNull();
    }
    expect(parseSquadParams({ variant: 'soccer', locale: 'en', team: '0', squad: '1' })).toBeNull();
  });
});

describe('timetableRoute (/{variant}/{locale}/timetable/{team}/{tab})', () => {
  it('reads the variant, team index and tab', () => {
    expect(
      timetableRoute({ variant: 'academy', locale: 'pl', team: '3', tab: 'tabele-wynikow' }),
    ).toEqual({ variant: 'academy', locale: 'pl', teamIndex: 3, tab: TIMETABLE_TABS[2] });
  });

  it.each([
    { variant: 'business', locale: 'pl', team: '0', tab: 'nadchodzace-mecze' },
    { variant: 'soccer', locale: 'en', team: '0', tab: 'nadchodzace-mecze' },
    { variant: 'soccer', locale: 'pl', team: '01', tab: 'nadchodzace-mecze' },
    { variant: 'soccer', locale: 'pl', team: '-1', tab: 'nadchodzace-mecze' },
    { variant: 'soccer', locale: 'pl', team: '0', tab: 'tabela' },
  ])('is null (not found) for %j', (params) => {
    expect(timetableRoute(params)).toBeNull();
  });
});

describe('match centre route params', () => {
  it.each([
    [{ variant: 'soccer', locale: 'pl', id: '12' }, '/pilka-nozna/centrum-meczowe/12'],
    [{ variant: 'academy', locale: 'pl', id: '40' }, '/centrum-meczowe/40'],
  ])('%j → %s', (params, path) => {
    const route = parseMatchCentreParams(params);
    expect(route).not.toBeNull();
    if (route) expect(matchCentrePagePath(route)).toBe(path);
  });

  it.each([
    { variant: 'business', locale: 'pl', id: '12' },
    { variant: 'soccer', locale: 'en', id: '12' },
    { variant: 'soccer', locale: 'pl', id: 'abc' },
    { variant: 'soccer', locale: 'pl', id: '12abc' },
    { variant: 'soccer', locale: 'pl', id: '' },
  ])('%j is not found', (params) => {
    expect(parseMatchCentreParams(params)).toBeNull();
  });
});

describe('parseCalendarParams (/kalendarz/{slug}.ics)', () => {
  it('reads the variant and the squad slug', () => {
    expect(parseCalendarParams({ variant: 'soccer', locale: 'pl', team: 'rezerwy.ics' })).toEqual({
      variant: 'soccer',
      slug: 'rezerwy',
    });
  });

  it.each([
    { variant: 'business', locale: 'pl', team: 'rezerwy.ics' },
    { variant: 'soccer', locale: 'en', team: 'rezerwy.ics' },
    { variant: 'soccer', locale: 'pl', team: 'Rezerwy.ics' },
    { variant: 'soccer', locale: 'pl', team: '-rezerwy.ics' },
  ])('is null (not found) for %j', (params) => {
    expect(parseCalendarParams(params)).toBeNull();
  });
});
