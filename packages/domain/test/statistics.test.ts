import { describe, expect, it } from 'vitest';
import {
  ALL_STAT_KEYS,
  ANONYMOUS_STAT_KEYS,
  keysWithValues,
  moreStatKeys,
  playerStatKeys,
  SQUAD_SEASON_KEYS,
  STAT_KEY_GROUPS,
  topPlayers,
  visibleStatKeys,
} from '../src/statistics';

const defender = [
  'yellow_cards',
  'red_cards',
  'shots',
  'goals',
  'minutes_played',
  'matches_played',
  'penalty_goals_successful',
  'assists',
];

describe('001 §3 statistics by role', () => {
  it('goalkeeper', () => {
    expect(playerStatKeys('goalkeeper')).toEqual([
      'yellow_cards',
      'red_cards',
      'shots',
      'gk_shots_saved',
      'goals',
      'minutes_played',
      'matches_played',
    ]);
  });
  it('defender', () => {
    expect(playerStatKeys('defender')).toEqual(defender);
  });
  it.each(['midfielder', 'striker'])('%s: as defender plus shots_on_target', (position) => {
    expect(playerStatKeys(position)).toEqual([...defender, 'shots_on_target']);
  });
  it('an unknown position gets the defender set', () => {
    expect(playerStatKeys('')).toEqual(defender);
  });
});

describe('001 §6 statistics an anonymous visitor sees', () => {
  it('the four anonymous keys (the API strips the others)', () => {
    expect(ANONYMOUS_STAT_KEYS).toEqual(['matches_played', 'minutes_played', 'goals', 'assists']);
  });

  it.each([
    ['goalkeeper', false, ['goals', 'minutes_played', 'matches_played']],
    ['defender', false, ['goals', 'minutes_played', 'matches_played', 'assists']],
    ['midfielder', false, ['goals', 'minutes_played', 'matches_played', 'assists']],
    ['striker', false, ['goals', 'minutes_played', 'matches_played', 'assists']],
    [null, false, ['goals', 'minutes_played', 'matches_played', 'assists']],
    ['goalkeeper', true, [...playerStatKeys('goalkeeper')]],
    ['defender', true, defender],
    ['striker', true, [...defender, 'shots_on_target']],
  ] as const)('%s, full %s → %j', (position, full, keys) => {
    expect(visibleStatKeys(position, full)).toEqual(keys);
  });
});

describe('leaders of a statistic', () => {
  const player = (first_name: string, last_name: string) => ({ first_name, last_name });
  const stats = [
    { squad_player: player('Jan', 'Nowak'), values: { goals: 4, assists: 1 } },
    { squad_player: player('Adam', 'Zięba'), values: { goals: 9 } },
    { squad_player: player('Piotr', 'Ćwik'), values: { goals: 4 } },
    { squad_player: player('Ewa', 'Nowak'), values: { goals: 4 } },
    { squad_player: player('Kamil', 'Lis'), values: { goals: 0, assists: 3 } },
    { squad_player: player('Olek', 'Bąk'), values: { assists: 2 } },
    { squad_player: null, values: { goals: 31 } },
    { values: { goals: 12 } },
    { squad_player: player('Igor', 'Kos'), values: null },
    { squad_player: player('Marek', 'Wilk'), values: { goals: 1 } },
    { squad_player: player('Tomasz', 'Sowa'), values: { goals: 2 } },
  ];
  const names = (rows: ReturnType<typeof topPlayers>) =>
    rows.map((r) => `${r.player.last_name ?? ''} ${String(r.value)}`);

  it('descending, ties by last then first name (Polish order), zeros and team rows dropped, 5 by default', () => {
    expect(names(topPlayers(stats, 'goals'))).toEqual([
      'Zięba 9',
      'Ćwik 4',
      'Nowak 4',
      'Nowak 4',
      'Sowa 2',
    ]);
    expect(
      topPlayers(stats, 'goals')
        .slice(2, 4)
        .map((r) => r.player.first_name),
    ).toEqual(['Ewa', 'Jan']);
  });

  it('a limit and another key', () => {
    expect(names(topPlayers(stats, 'assists', 2))).toEqual(['Lis 3', 'Bąk 2']);
    expect(topPlayers(stats, 'red_cards')).toEqual([]);
    expect(topPlayers(stats, 'goals', 0)).toEqual([]);
  });
});

describe('team season figures', () => {
  it('start with goals and the four per-match averages of 001 §3', () => {
    expect(SQUAD_SEASON_KEYS.slice(0, 5)).toEqual([
      'goals',
      'average_goals_per_match',
      'average_shots_per_match',
      'average_corners_per_match',
      'average_cards_per_match',
    ]);
  });
});

describe('001 §3 all statistic keys, grouped', () => {
  it('47 keys in six groups, each once; every key a profile or the team figures name is one', () => {
    expect(STAT_KEY_GROUPS.map((g) => [g.group, g.keys.length])).toEqual([
      ['appearances', 11],
      ['attacking', 14],
      ['shots', 6],
      ['goalkeeping', 4],
      ['discipline', 8],
      ['averages', 4],
    ]);
    expect(ALL_STAT_KEYS).toHaveLength(47);
    expect(new Set(ALL_STAT_KEYS).size).toBe(47);
    for (const key of [
      ...playerStatKeys('goalkeeper'),
      ...playerStatKeys('striker'),
      ...ANONYMOUS_STAT_KEYS,
      ...SQUAD_SEASON_KEYS,
    ]) {
      expect(ALL_STAT_KEYS, key).toContain(key);
    }
    expect(STAT_KEY_GROUPS[0].keys.slice(0, 3)).toEqual([
      'appearance',
      'appearances',
      'bench_appearances',
    ]);
    expect(STAT_KEY_GROUPS[5].keys).toEqual([
      'average_cards_per_match',
      'average_corners_per_match',
      'average_goals_per_match',
      'average_shots_per_match',
    ]);
  });

  it("a signed-in fan's further keys: those with a value beyond the position's, by group", () => {
    const values = {
      goals: 3,
      shots: 10,
      fouls: 7,
      passes: 320,
      captain: 0,
      own_goals: null,
      offsides: Number.NaN,
      penalties_saved: 2,
      average_goals_per_match: 0.25,
    };
    expect(moreStatKeys('striker', values)).toEqual([
      { group: 'appearances', keys: ['captain'] },
      { group: 'attacking', keys: ['passes'] },
      { group: 'goalkeeping', keys: ['penalties_saved'] },
      { group: 'discipline', keys: ['fouls'] },
      { group: 'averages', keys: ['average_goals_per_match'] },
    ]);
    expect(moreStatKeys('goalkeeper', { gk_shots_saved: 4, penalties_saved: 1 })).toEqual([
      { group: 'goalkeeping', keys: ['penalties_saved'] },
    ]);
    expect(moreStatKeys('defender', null)).toEqual([]);
  });

  it('a figure list: its own keys first, then every other key with a value in the spec order', () => {
    const values: Record<string, number> = { corners: 5, goals: 2, points: 30, fouls: 9 };
    const has = (key: string) => key in values;
    expect(keysWithValues(['goals', 'matches_played', 'corners'], has)).toEqual([
      'goals',
      'corners',
      'points',
      'fouls',
    ]);
  });
});
