import { TIMETABLE_TABS } from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import { timetableTitle } from './timetable';

describe('timetableTitle', () => {
  it("is the tab's title and the team's name", () => {
    expect(timetableTitle(TIMETABLE_TABS[1], 'Rezerwy')).toBe('Rozegrane mecze — Rezerwy');
    expect(timetableTitle(TIMETABLE_TABS[1], null)).toBe('Rozegrane mecze');
  });
});
