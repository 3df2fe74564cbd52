import { describe, expect, it } from 'vitest';
import {
  formResults,
  LEAGUE_ZONES,
  TABLE_EXCERPT,
  tableExcerpt,
  zoneCaption,
  zonesInTable,
} from '../src/league-table';

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

describe("the group module's excerpt: the top rows and the club's own with its neighbours", () => {
  const table = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
  const own = (position: number) => (row: number) => row === position;

  it('keeps a table of up to eight rows whole', () => {
    expect(TABLE_EXCERPT.whole).toBe(8);
    expect(tableExcerpt(table(8), own(7))).toEqual(table(8));
  });

  it('shows the top three and the club one place either side, in table order', () => {
    expect(tableExcerpt(table(18), own(10))).toEqual([1, 2, 3, 9, 10, 11]);
    expect(tableExcerpt(table(18), own(18))).toEqual([1, 2, 3, 17, 18]);
  });

  it('shows at least the top five: the club near the top, or no row of the club', () => {
    expect(TABLE_EXCERPT.least).toBe(5);
    expect(tableExcerpt(table(18), own(1))).toEqual([1, 2, 3, 4, 5]);
    expect(tableExcerpt(table(18), own(4))).toEqual([1, 2, 3, 4, 5]);
    expect(tableExcerpt(table(18), own(6))).toEqual([1, 2, 3, 5, 6, 7]);
    expect(tableExcerpt(table(18), () => false)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps each of the club's rows (two sides of the club in one league)", () => {
    expect(tableExcerpt(table(18), (row) => row === 8 || row === 14)).toEqual([
      1, 2, 3, 7, 8, 9, 13, 14, 15,
    ]);
  });
});
