import { describe, expect, it } from 'vitest';
import {
  clubFigureName,
  clubFigureRows,
  isOwnClubName,
  playerTotals,
  seasonFigure,
  seasonFigures,
  standingTeamName,
} from '../src/league-statistics';

const OWN = ['KS Sokół Warszawa', 'Akademia Sokół'];

describe('isOwnClubName: the club is found by its configured names', () => {
  it.each([
    ['KS Sokół Warszawa', true],
    ['  ks sokół   warszawa ', true],
    ['KS Sokół Warszawa II', true],
    ['Akademia Sokół', true],
    ['KS Sokół Warszawianka', false],
    ['Wisła Płock', false],
    ['', false],
  ])('%j → %s', (name, own) => {
    expect(isOwnClubName(name, OWN)).toBe(own);
  });

  it('an empty configured name matches nothing', () => {
    expect(isOwnClubName('Anything', ['', '  ', null])).toBe(false);
    expect(isOwnClubName(null, OWN)).toBe(false);
  });
});

describe('seasonFigure: stored values, derived per-match averages', () => {
  const values = { matches_played: 14, goals: 31, shots: 212, yellow_cards: 25, red_cards: 2 };

  it.each([
    ['goals', 31],
    ['average_goals_per_match', 2.21],
    ['average_shots_per_match', 15.14],
    ['average_cards_per_match', 1.93],
    ['average_corners_per_match', null],
    ['fouls', null],
  ])('%s → %s', (key, expected) => {
    expect(seasonFigure(values, key)).toBe(expected);
  });

  it('a stored average wins over the derived one', () => {
    expect(
      seasonFigure({ ...values, average_goals_per_match: 2.5 }, 'average_goals_per_match'),
    ).toBe(2.5);
  });

  it('no average without a positive match count', () => {
    expect(seasonFigure({ goals: 3, matches_played: 0 }, 'average_goals_per_match')).toBeNull();
    expect(seasonFigure({ goals: 3 }, 'average_goals_per_match')).toBeNull();
    expect(seasonFigure(null, 'goals')).toBeNull();
  });

  it('seasonFigures keeps the order of the keys and drops missing figures', () => {
    expect(seasonFigures(values, ['average_goals_per_match', 'corners', 'goals'])).toEqual([
      { key: 'average_goals_per_match', value: 2.21 },
      { key: 'goals', value: 31 },
    ]);
  });
});

describe('clubFigureRows: the season table of figures per club', () => {
  const stat = (id: string | null, name: string, goals?: number) => ({
    squad: id ? { id, name, club_name: name } : null,
    values: goals === undefined ? { matches_played: 3 } : { goals, matches_played: 3 },
  });

  it('keeps team rows once each, by goals highest first, ties and gaps by name', () => {
    const rows = clubFigureRows([
      stat('1', 'Żuraw', 10),
      stat(null, 'player row', 99),
      stat('2', 'Arka', 12),
      stat('3', 'Bałtyk', 10),
      stat('2', 'Arka again', 50),
      stat('4', 'Cis'),
    ]);
    expect(rows.map((r) => r.squad?.name)).toEqual(['Arka', 'Bałtyk', 'Żuraw', 'Cis']);
  });

  it('reads the club of a league row before its squad, and drops player rows', () => {
    const rows = clubFigureRows([
      {
        club: { id: '9', name: 'Żuraw' },
        squad: { id: '1', name: 'Pierwsza drużyna' },
        values: { goals: 3 },
      },
      { club: { id: '8', name: 'Arka' }, values: { goals: 3 } },
      { club: { id: '8', name: 'Arka' }, values: { goals: 9 } },
      { squad_player: { id: '5' }, squad: { id: '2', name: 'B' }, values: { goals: 50 } },
    ]);
    expect(rows.map(clubFigureName)).toEqual(['Arka', 'Żuraw']);
  });

  it('sorts by another figure, derived averages included', () => {
    const rows = clubFigureRows(
      [
        { squad: { id: '1', name: 'A' }, values: { goals: 10, matches_played: 10 } },
        { squad: { id: '2', name: 'B' }, values: { goals: 6, matches_played: 3 } },
      ],
      'average_goals_per_match',
    );
    expect(rows.map((r) => r.squad.name)).toEqual(['B', 'A']);
  });
});

describe('playerTotals: a player’s totals over their statistics rows', () => {
  it('sums each key across rows, leaving out keys no row has', () => {
    const players = [
      { id: '1', statistics: [{ values: { goals: 3, assists: 1 } }, { values: { goals: 2 } }] },
      { id: '2', statistics: [] },
      { id: '3' },
    ];
    expect(playerTotals(players, ['goals', 'assists', 'yellow_cards'])).toEqual([
      { squad_player: players[0], values: { goals: 5, assists: 1 } },
      { squad_player: players[1], values: {} },
      { squad_player: players[2], values: {} },
    ]);
  });
});

describe('standingTeamName: the name of a league-table row', () => {
  it.each([
    [{ club: { name: 'Orzeł Kraków' }, squad: { name: 'Orzeł Kraków II' } }, 'Orzeł Kraków II'],
    [{ club: { name: 'Orzeł Kraków' }, squad: { name: 'Orzeł Kraków U19' } }, 'Orzeł Kraków U19'],
    [{ club: { name: 'KS Sokół Warszawa' }, squad: { name: 'Rezerwy' } }, 'KS Sokół Warszawa'],
    [{ club: { name: 'Orzeł Kraków' }, squad: { name: 'Orzeł Krakówek' } }, 'Orzeł Kraków'],
    [{ club: { name: 'Orzeł Kraków' } }, 'Orzeł Kraków'],
    [{ squad: { name: 'Rezerwy' } }, 'Rezerwy'],
    [{}, ''],
  ])('%j → %j', (row, name) => {
    expect(standingTeamName(row)).toBe(name);
  });
});
