import { describe, expect, it } from 'vitest';
import { appPath, NOT_FOUND_PATH } from './app-path';

describe('appPath: the App Router path the proxy rewrites a public path to', () => {
  it.each([
    ['soccer', '/pilka-nozna/druzyna', '/team/0'],
    ['soccer', '/pilka-nozna/druzyna-druga', '/team/1'],
    ['soccer', '/pilka-nozna/druzyna/zawodnik/jan-kowalski/12', '/team/0/player/jan-kowalski/12'],
    ['soccer', '/pilka-nozna/druzyna-druga/sztab/ewa-sroka/3', '/team/1/staff/ewa-sroka/3'],
    ['soccer', '/pilka-nozna/terminarz/nadchodzace-mecze', '/timetable/0/nadchodzace-mecze'],
    ['soccer', '/pilka-nozna/terminarz-druga/tabele-wynikow', '/timetable/1/tabele-wynikow'],
    ['soccer', '/kalendarz/pierwsza-druzyna.ics', '/calendar/pierwsza-druzyna'],
    ['academy', '/druzyna', '/team/0'],
    ['academy', '/druzyna-trzecia/zawodnik/adam-nowak/40', '/team/2/player/adam-nowak/40'],
    ['academy', '/terminarze-wyniki', '/timetable/0/nadchodzace-mecze'],
    ['academy', '/terminarze-wyniki-druga/rozegrane-mecze', '/timetable/1/rozegrane-mecze'],
    ['soccer', '/pilka-nozna/centrum-meczowe/12', '/match-centre/12'],
    ['soccer', '/centrum-meczowe/12', '/match-centre/12'],
    ['academy', '/centrum-meczowe/12', '/match-centre/12'],
  ] as const)('%s %s → %s', (variant, path, internal) => {
    expect(appPath(variant, false, path)).toBe(internal);
  });

  it('never hands a profile path to the catch-all, where /{slug}/{id} is an article', () => {
    const path = '/pilka-nozna/druzyna/zawodnik/jan-kowalski/7';
    expect(appPath('soccer', false, path)).toMatch(/^\/team\//);
  });

  it('keeps the slug percent-encoded', () => {
    expect(appPath('soccer', false, '/pilka-nozna/druzyna/zawodnik/jos%C3%A9/5')).toBe(
      '/team/0/player/jos%C3%A9/5',
    );
  });

  it.each([
    '/team/0',
    '/team/0/player/x/1',
    '/timetable/0/nadchodzace-mecze',
    '/calendar/x',
    '/match-centre/12',
  ])('sends a public request for the internal %s to the not-found page', (path) => {
    expect(appPath('soccer', false, path)).toBe(NOT_FOUND_PATH);
    expect(appPath('academy', false, path)).toBe(NOT_FOUND_PATH);
    expect(appPath('soccer', true, path)).toBe(NOT_FOUND_PATH);
  });

  it('leaves every other path to the catch-all as it is', () => {
    expect(appPath('soccer', false, '/')).toBe('');
    expect(appPath('soccer', false, '/aktualnosci/wszystkie')).toBe('/aktualnosci/wszystkie');
    expect(appPath('soccer', false, '/jakis-artykul/7')).toBe('/jakis-artykul/7');
    // Soccer paths mean nothing on the academy, and the reverse.
    expect(appPath('academy', false, '/pilka-nozna/druzyna')).toBe('/pilka-nozna/druzyna');
    expect(appPath('soccer', false, '/druzyna')).toBe('/druzyna');
    expect(appPath('business', false, '/druzyna')).toBe('/druzyna');
    // English has no football pages (001 §2 routes are Polish).
    expect(appPath('soccer', true, '/pilka-nozna/druzyna')).toBe('/pilka-nozna/druzyna');
  });
});
