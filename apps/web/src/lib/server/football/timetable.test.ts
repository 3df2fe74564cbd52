import { TIMETABLE_TABS } from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import { timetableRoute, timetableTitle } from './timetable';

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

describe('timetableTitle', () => {
  it("is the tab's title and the team's name", () => {
    expect(timetableTitle(TIMETABLE_TABS[1], 'Rezerwy')).toBe('Rozegrane mecze — Rezerwy');
    expect(timetableTitle(TIMETABLE_TABS[1], null)).toBe('Rozegrane mecze');
  });
});
