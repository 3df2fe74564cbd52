import { describe, expect, it } from 'vitest';
import { parseFootballPath, teamIndexForSuffix } from '../src/football-routes';

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
