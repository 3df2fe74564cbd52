import { teamPathSuffix } from './teams';

/** 001 §2 timetable tabs: segment, title, hash value. */
export const TIMETABLE_TABS = [
  { segment: 'nadchodzace-mecze', title: 'Nadchodzące mecze', hash: 'upcoming' },
  { segment: 'rozegrane-mecze', title: 'Rozegrane mecze', hash: 'played' },
  { segment: 'tabele-wynikow', title: 'Tabele wyników', hash: 'tables' },
] as const;

export type TimetableTab = (typeof TIMETABLE_TABS)[number];

/** The team index of a team-page suffix ('' → 0, '-druga' → 1, '-10' → 9); null if none. */
export function teamIndexForSuffix(suffix: string): number | null {
  for (let index = 0; index < 64; index += 1) {
    if (teamPathSuffix(index) === suffix) return index;
  }
  return null;
}

export type FootballRoute =
  { page: 'team'; teamIndex: number } | { page: 'timetable'; teamIndex: number; tab: TimetableTab };

/**
 * 001 §2 football routes: the team page `/pilka-nozna/druzyna{suffix}` and the timetable
 * `/pilka-nozna/terminarz{suffix}/{tab}` on the soccer app; `/druzyna{suffix}` and
 * `/terminarze-wyniki` on the academy app. Null for any other path.
 */
export function parseFootballPath(path: string, app: 'soccer' | 'academy'): FootballRoute | null {
  const clean = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (app === 'academy') {
    if (clean === '/terminarze-wyniki') {
      return { page: 'timetable', teamIndex: 0, tab: TIMETABLE_TABS[0] };
    }
    const team = /^\/druzyna([-a-z0-9]*)$/.exec(clean);
    const index = team ? teamIndexForSuffix(team[1] ?? '') : null;
    return index === null ? null : { page: 'team', teamIndex: index };
  }
  const team = /^\/pilka-nozna\/druzyna([-a-z0-9]*)$/.exec(clean);
  if (team) {
    const index = teamIndexForSuffix(team[1] ?? '');
    return index === null ? null : { page: 'team', teamIndex: index };
  }
  const timetable = /^\/pilka-nozna\/terminarz([-a-z0-9]*)\/([a-z-]+)$/.exec(clean);
  if (timetable) {
    const index = teamIndexForSuffix(timetable[1] ?? '');
    const tab = TIMETABLE_TABS.find((t) => t.segment === timetable[2]);
    return index === null || !tab ? null : { page: 'timetable', teamIndex: index, tab };
  }
  return null;
}
