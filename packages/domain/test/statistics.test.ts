import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_STAT_KEYS,
  playerStatKeys,
  SQUAD_SEASON_KEYS,
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
