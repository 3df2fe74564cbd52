import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_MATCH_STAT_KEYS,
  isMatchStatKey,
  limitMatchStatValues,
  MATCH_STAT_KEYS,
  matchStatRows,
  visibleMatchStatKeys,
} from '../src/match-statistics';

describe('match statistics (001 §2, §6)', () => {
  it('every key is one of the spec’s statistic keys, the anonymous set a subset', () => {
    for (const key of ANONYMOUS_MATCH_STAT_KEYS) expect(MATCH_STAT_KEYS).toContain(key);
    expect(isMatchStatKey('corners')).toBe(true);
    expect(isMatchStatKey('possession')).toBe(false);
    expect(visibleMatchStatKeys(true)).toBe(MATCH_STAT_KEYS);
    expect(visibleMatchStatKeys(false)).toEqual(['shots', 'shots_on_target', 'corners']);
  });

  it('limitMatchStatValues keeps what the caller may see', () => {
    const values = { shots: 9, fouls: 12, corners: 4, bogus: 1 };
    expect(limitMatchStatValues(values, false)).toEqual({ shots: 9, corners: 4 });
    expect(limitMatchStatValues(values, true)).toEqual({ shots: 9, fouls: 12, corners: 4 });
  });

  it.each([
    ['both sides', { shots: 6 }, { shots: 2 }, { home: 6, away: 2, homeShare: 0.75 }],
    ['one side only', { corners: 3 }, {}, { home: 3, away: 0, homeShare: 1 }],
    [
      'both zero',
      { shots_on_target: 0 },
      { shots_on_target: 0 },
      { home: 0, away: 0, homeShare: 0.5 },
    ],
  ])('matchStatRows: %s', (_name, home, away, row) => {
    expect(matchStatRows(home, away, true)[0]).toMatchObject(row);
  });

  it('rows follow the display order and skip keys neither side has', () => {
    const rows = matchStatRows({ fouls: 1, shots: 2 }, { red_cards: 1 }, true);
    expect(rows.map((r) => r.key)).toEqual(['shots', 'fouls', 'red_cards']);
    expect(matchStatRows({ fouls: 1, shots: 2 }, {}, false).map((r) => r.key)).toEqual(['shots']);
  });
});
