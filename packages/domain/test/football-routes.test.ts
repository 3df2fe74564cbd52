import { describe, expect, it } from 'vitest';
import {
  footballPath,
  INTERNAL_FOOTBALL_PREFIXES,
  internalFootballPath,
  parseFootballPath,
  squadPath,
  teamIndexForSuffix,
  TIMETABLE_TABS,
  timetableBreadcrumbName,
  timetablePath,
} from '../src/football-routes';

describe('001 §2 team and timetable routes', () => {
  it.each([
    ['', 0],
    ['-druga', 1],
    ['-dziewiata', 8],
    ['-10', 9],
    ['-trzy', null],
  ] as const)('suffix %j is team index %j', (suffix, index) => {
    expect(teamIndexForSuffix(suffix)).toBe(index);
  });

  it.each([
    ['/pilka-nozna/druzyna', { page: 'team', teamIndex: 0 }],
    ['/pilka-nozna/druzyna-druga', { page: 'team', teamIndex: 1 }],
    [
      '/pilka-nozna/terminarz/nadchodzace-mecze',
      { page: 'timetable', teamIndex: 0, tab: { hash: 'upcoming' } },
    ],
    [
      '/pilka-nozna/terminarz/rozegrane-mecze',
      { page: 'timetable', teamIndex: 0, tab: { hash: 'played' } },
    ],
    [
      '/pilka-nozna/terminarz-druga/tabele-wynikow',
      { page: 'timetable', teamIndex: 1, tab: { hash: 'tables' } },
    ],
  ] as const)('soccer %s', (path, route) => {
    expect(parseFootballPath(path, 'soccer')).toMatchObject(route);
  });

  it.each([
    ['/druzyna', { page: 'team', teamIndex: 0 }],
    ['/druzyna-druga', { page: 'team', teamIndex: 1 }],
    ['/terminarze-wyniki', { page: 'timetable', teamIndex: 0, tab: { hash: 'upcoming' } }],
  ] as const)('academy %s', (path, route) => {
    expect(parseFootballPath(path, 'academy')).toMatchObject(route);
  });

  it.each([
    ['/pilka-nozna/terminarz/inna-zakladka', 'soccer'],
    ['/pilka-nozna/druzyna-zla', 'soccer'],
    ['/druzyna', 'soccer'],
    ['/pilka-nozna/druzyna', 'academy'],
  ] as const)('%s on %s is not a football route', (path, app) => {
    expect(parseFootballPath(path, app)).toBeNull();
  });
});

describe('001 §2 member, calendar and academy timetable routes', () => {
  it.each([
    [
      '/pilka-nozna/druzyna/zawodnik/jan-kowalski/17',
      { page: 'member', teamIndex: 0, kind: 'player', slug: 'jan-kowalski', id: '17' },
    ],
    [
      '/pilka-nozna/druzyna-druga/zawodnik/jan-kowalski/17/',
      { page: 'member', teamIndex: 1, kind: 'player', slug: 'jan-kowalski', id: '17' },
    ],
    [
      '/pilka-nozna/druzyna-10/sztab/anna-nowak/3?ref=x',
      { page: 'member', teamIndex: 9, kind: 'staff', slug: 'anna-nowak', id: '3' },
    ],
    [
      '/pilka-nozna/druzyna/zawodnik/thomas-m%C3%BCller/5',
      { page: 'member', teamIndex: 0, kind: 'player', slug: 'thomas-müller', id: '5' },
    ],
    ['/kalendarz/pierwsza-druzyna.ics', { page: 'calendar', team: 'pierwsza-druzyna' }],
  ] as const)('soccer %s', (path, route) => {
    expect(parseFootballPath(path, 'soccer')).toEqual(route);
  });

  it.each([
    [
      '/druzyna/zawodnik/jan-kowalski/17',
      { page: 'member', teamIndex: 0, kind: 'player', slug: 'jan-kowalski', id: '17' },
    ],
    [
      '/druzyna-czwarta/sztab/jan-kowalski/17',
      { page: 'member', teamIndex: 3, kind: 'staff', slug: 'jan-kowalski', id: '17' },
    ],
    ['/terminarze-wyniki/', { page: 'timetable', teamIndex: 0, tab: { hash: 'upcoming' } }],
    [
      '/terminarze-wyniki/rozegrane-mecze',
      { page: 'timetable', teamIndex: 0, tab: { hash: 'played' } },
    ],
    [
      '/terminarze-wyniki-druga/nadchodzace-mecze',
      { page: 'timetable', teamIndex: 1, tab: { hash: 'upcoming' } },
    ],
    [
      '/terminarze-wyniki-trzecia/tabele-wynikow',
      { page: 'timetable', teamIndex: 2, tab: { hash: 'tables' } },
    ],
    ['/kalendarz/u19.ics', { page: 'calendar', team: 'u19' }],
  ] as const)('academy %s', (path, route) => {
    expect(parseFootballPath(path, 'academy')).toMatchObject(route);
  });

  it.each([
    ['/pilka-nozna/druzyna/zawodnik/jan-kowalski', 'soccer'],
    ['/pilka-nozna/druzyna/zawodnik/jan-kowalski/abc', 'soccer'],
    ['/pilka-nozna/druzyna/trener/jan-kowalski/1', 'soccer'],
    ['/pilka-nozna/druzyna-zla/zawodnik/jan-kowalski/1', 'soccer'],
    ['/pilka-nozna/druzyna/zawodnik/%E0%A4%A/1', 'soccer'],
    ['/druzyna/zawodnik/jan-kowalski/1', 'soccer'],
    ['/pilka-nozna/druzyna/zawodnik/jan-kowalski/1', 'academy'],
    ['/terminarze-wyniki', 'soccer'],
    ['/terminarze-wyniki-druga', 'academy'],
    ['/terminarze-wyniki/inna', 'academy'],
    ['/pilka-nozna/terminarz/nadchodzace-mecze', 'academy'],
    ['/kalendarz/pierwsza-druzyna', 'soccer'],
    ['/kalendarz/Pierwsza.ics', 'soccer'],
    ['/kalendarz/a/b.ics', 'soccer'],
    ['/aktualnosci/pilkarskie/jan-kowalski/17', 'soccer'],
  ] as const)('%s on %s is not a football route', (path, app) => {
    expect(parseFootballPath(path, app)).toBeNull();
  });
});

describe('001 §2 timetable paths and breadcrumb', () => {
  it.each([
    ['soccer', 0, 0, '/pilka-nozna/terminarz/nadchodzace-mecze'],
    ['soccer', 0, 1, '/pilka-nozna/terminarz/rozegrane-mecze'],
    ['soccer', 1, 2, '/pilka-nozna/terminarz-druga/tabele-wynikow'],
    ['soccer', 9, 0, '/pilka-nozna/terminarz-10/nadchodzace-mecze'],
    ['academy', 0, 0, '/terminarze-wyniki'],
    ['academy', 0, 1, '/terminarze-wyniki/rozegrane-mecze'],
    ['academy', 1, 0, '/terminarze-wyniki-druga/nadchodzace-mecze'],
    ['academy', 2, 2, '/terminarze-wyniki-trzecia/tabele-wynikow'],
  ] as const)('%s team %i tab %i → %s', (variant, team, tab, path) => {
    const tabRow = TIMETABLE_TABS[tab];
    expect(timetablePath(variant, team, tabRow)).toBe(path);
    // Every path parses back to the same team and tab.
    expect(parseFootballPath(path, variant)).toEqual({
      page: 'timetable',
      teamIndex: team,
      tab: tabRow,
    });
  });

  it.each([
    ['Nadchodzące mecze', 'pierwsza-druzyna', 'Nadchodzące mecze pierwsza-druzyna'],
    ['Tabele wyników', 'rezerwy', 'Tabele wyników rezerwy'],
    ['Rozegrane mecze', '', 'Rozegrane mecze'],
  ])('%j + %j → %j', (tab, slug, name) => {
    expect(timetableBreadcrumbName(tab, slug)).toBe(name);
  });
});

describe('public and App Router paths of every route kind', () => {
  const upcoming = TIMETABLE_TABS[0];
  const tables = TIMETABLE_TABS[2];
  it.each([
    [{ page: 'team', teamIndex: 0 }, '/pilka-nozna/druzyna', '/druzyna', '/team/0'],
    [{ page: 'team', teamIndex: 1 }, '/pilka-nozna/druzyna-druga', '/druzyna-druga', '/team/1'],
    [
      { page: 'member', teamIndex: 1, kind: 'player', slug: 'jan-kowalski', id: '17' },
      '/pilka-nozna/druzyna-druga/zawodnik/jan-kowalski/17',
      '/druzyna-druga/zawodnik/jan-kowalski/17',
      '/team/1/player/jan-kowalski/17',
    ],
    [
      { page: 'member', teamIndex: 0, kind: 'staff', slug: 'thomas-müller', id: '4' },
      '/pilka-nozna/druzyna/sztab/thomas-m%C3%BCller/4',
      '/druzyna/sztab/thomas-m%C3%BCller/4',
      '/team/0/staff/thomas-m%C3%BCller/4',
    ],
    [
      { page: 'timetable', teamIndex: 0, tab: upcoming },
      '/pilka-nozna/terminarz/nadchodzace-mecze',
      '/terminarze-wyniki',
      '/timetable/0/nadchodzace-mecze',
    ],
    [
      { page: 'timetable', teamIndex: 1, tab: tables },
      '/pilka-nozna/terminarz-druga/tabele-wynikow',
      '/terminarze-wyniki-druga/tabele-wynikow',
      '/timetable/1/tabele-wynikow',
    ],
    [
      { page: 'calendar', team: 'u19' },
      '/kalendarz/u19.ics',
      '/kalendarz/u19.ics',
      '/calendar/u19',
    ],
  ] as const)('%j', (route, soccer, academy, internal) => {
    expect(footballPath('soccer', route)).toBe(soccer);
    expect(footballPath('academy', route)).toBe(academy);
    expect(internalFootballPath(route)).toBe(internal);
    expect(parseFootballPath(soccer, 'soccer')).toEqual(route);
    expect(parseFootballPath(academy, 'academy')).toEqual(route);
    expect(INTERNAL_FOOTBALL_PREFIXES.some((prefix) => internal.startsWith(prefix))).toBe(true);
  });
});

describe('001 §2 match centre routes', () => {
  it.each([
    ['soccer', '/pilka-nozna/centrum-meczowe/12', '12'],
    ['soccer', '/centrum-meczowe/12', '12'],
    ['soccer', '/pilka-nozna/centrum-meczowe/1757/', '1757'],
    ['soccer', '/centrum-meczowe/7?event=3', '7'],
    ['academy', '/centrum-meczowe/40', '40'],
  ] as const)('%s %s → match %s', (app, path, id) => {
    expect(parseFootballPath(path, app)).toEqual({ page: 'match-centre', id });
  });

  it.each([
    ['soccer', '/pilka-nozna/centrum-meczowe/abc'],
    ['soccer', '/centrum-meczowe/12abc'],
    ['soccer', '/centrum-meczowe/'],
    ['soccer', '/pilka-nozna/centrum-meczowe/12/extra'],
    ['academy', '/pilka-nozna/centrum-meczowe/12'],
  ] as const)('%s %s is not a match centre', (app, path) => {
    expect(parseFootballPath(path, app)).toBeNull();
  });

  it('links the soccer app with the football prefix, the academy without it', () => {
    const route = { page: 'match-centre', id: '12' } as const;
    expect(footballPath('soccer', route)).toBe('/pilka-nozna/centrum-meczowe/12');
    expect(footballPath('academy', route)).toBe('/centrum-meczowe/12');
    expect(internalFootballPath(route)).toBe('/match-centre/12');
    expect(INTERNAL_FOOTBALL_PREFIXES.some((prefix) => '/match-centre/12'.startsWith(prefix))).toBe(
      true,
    );
  });
});

describe('the match desk route (issue 16)', () => {
  it.each([
    ['soccer', '/redakcja/centrum-meczowe/12', '12'],
    ['academy', '/redakcja/centrum-meczowe/40/', '40'],
  ] as const)('%s %s → desk of match %s', (app, path, id) => {
    const route = parseFootballPath(path, app);
    expect(route).toEqual({ page: 'desk', id });
    if (!route) return;
    expect(footballPath(app, route)).toBe(`/redakcja/centrum-meczowe/${id}`);
    expect(internalFootballPath(route)).toBe(`/desk/${id}`);
  });

  it.each(['/redakcja/centrum-meczowe/abc', '/redakcja', '/redakcja/centrum-meczowe/12/x'])(
    '%s is not a desk',
    (path) => {
      expect(parseFootballPath(path, 'soccer')).toBeNull();
    },
  );

  it('its internal path is never served publicly', () => {
    expect(INTERNAL_FOOTBALL_PREFIXES.some((prefix) => '/desk/12'.startsWith(prefix))).toBe(true);
  });
});

describe("001 §2 the team's squads: '{team path}/kadra/{squad id}'", () => {
  it.each([
    ['soccer', 0, '12', '/pilka-nozna/druzyna/kadra/12', '/team/0/squad/12'],
    ['soccer', 1, '7', '/pilka-nozna/druzyna-druga/kadra/7', '/team/1/squad/7'],
    ['academy', 0, '30', '/druzyna/kadra/30', '/team/0/squad/30'],
    ['academy', 2, '31', '/druzyna-trzecia/kadra/31', '/team/2/squad/31'],
  ] as const)('%s team %i squad %s → %s', (variant, teamIndex, squadId, path, internal) => {
    const route = { page: 'squad', teamIndex, squadId } as const;
    expect(squadPath(variant, teamIndex, squadId)).toBe(path);
    expect(footballPath(variant, route)).toBe(path);
    expect(parseFootballPath(path, variant)).toEqual(route);
    expect(parseFootballPath(`${path}/`, variant)).toEqual(route);
    expect(internalFootballPath(route)).toBe(internal);
  });

  it.each([
    ['/pilka-nozna/druzyna/kadra', 'soccer'],
    ['/pilka-nozna/druzyna/kadra/abc', 'soccer'],
    ['/pilka-nozna/druzyna/kadra/1/2', 'soccer'],
    ['/pilka-nozna/druzyna-zla/kadra/1', 'soccer'],
    ['/druzyna/kadra/1', 'soccer'],
    ['/pilka-nozna/druzyna/kadra/1', 'academy'],
  ] as const)('%s on %s is not a route', (path, app) => {
    expect(parseFootballPath(path, app)).toBeNull();
  });
});
