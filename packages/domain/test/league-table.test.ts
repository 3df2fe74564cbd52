import { describe, expect, it } from 'vitest';
import { formResults, LEAGUE_ZONES, zoneCaption, zonesInTable } from '../src/league-table';

describe('001 §3 zone captions, exactly as the spec writes them', () => {
  it.each([
    ['champions_league_q2', 'Champions League 2nd qualifying round'],
    ['conference_league_q2', 'Conference League 2nd qualifying round'],
    ['europa_league_playoffs', 'Europa League play-offs, round of 16 and round of 8'],
    ['conference_league_playoffs', 'Conference League play-offs'],
    ['relegation', 'Relegation to the 1st League'],
    ['second_team_promotion', 'Second-team promotion'],
    ['second_team_relegation', 'Second-team relegation'],
  ])('%s → %s', (zone, caption) => {
    expect(zoneCaption(zone)).toBe(caption);
  });

  it('seven zones', () => {
    expect(Object.keys(LEAGUE_ZONES)).toHaveLength(7);
  });

  it.each([null, undefined, '', 'promotion', 'toString', '__proto__'])(
    '%j has no caption',
    (zone) => {
      expect(zoneCaption(zone)).toBeNull();
    },
  );
});

describe('legend: each zone once, in table order', () => {
  it('follows the rows and skips rows without a (known) zone', () => {
    const rows = [
      { zone: 'champions_league_q2' },
      { zone: 'conference_league_q2' },
      { zone: 'conference_league_q2' },
      { zone: null },
      { zone: 'unknown' },
      {},
      { zone: 'relegation' },
      { zone: 'relegation' },
    ];
    expect(zonesInTable(rows)).toEqual([
      { key: 'champions_league_q2', caption: 'Champions League 2nd qualifying round' },
      { key: 'conference_league_q2', caption: 'Conference League 2nd qualifying round' },
      { key: 'relegation', caption: 'Relegation to the 1st League' },
    ]);
  });

  it('a table without zones has no legend', () => {
    expect(zonesInTable([{ zone: null }, {}])).toEqual([]);
  });
});

describe('001 §3 form: oldest first, the last match played at the far right', () => {
  it.each([
    // Stored oldest first (packages/db schema), so the order is kept: the last 'L' is the latest.
    ['WWDLL', ['W', 'W', 'D', 'L', 'L']],
    ['LDW', ['L', 'D', 'W']],
    ['wdl', ['W', 'D', 'L']],
    ['W, D, L', ['W', 'D', 'L']],
    ['WXZ', ['W']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j → %j', (form, marks) => {
    expect(formResults(form)).toEqual(marks);
  });
});
