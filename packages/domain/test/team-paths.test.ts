import { describe, expect, it } from 'vitest';
import { memberPath, memberSlug, sortByPosition, teamPath, teamSelector } from '../src/teams';

describe('001 §2 squad module order: goalkeeper, defender, midfielder, striker', () => {
  it('sorts by position, stable, unknown and missing positions last', () => {
    const players = [
      { id: 1, position: 'striker' },
      { id: 2, position: 'defender' },
      { id: 3, position: null },
      { id: 4, position: 'goalkeeper' },
      { id: 5, position: 'Midfielder' },
      { id: 6, position: 'defender' },
      { id: 7, position: 'coach' },
      { id: 8, position: 'GOALKEEPER' },
      { id: 9 },
    ];
    expect(sortByPosition(players).map((p) => p.id)).toEqual([4, 8, 2, 6, 5, 1, 3, 7, 9]);
  });

  it('leaves the input untouched', () => {
    const players = [{ position: 'striker' }, { position: 'goalkeeper' }];
    sortByPosition(players);
    expect(players.map((p) => p.position)).toEqual(['striker', 'goalkeeper']);
  });
});

describe('001 §2 team paths', () => {
  it.each([
    ['soccer', 0, '/pilka-nozna/druzyna'],
    ['soccer', 1, '/pilka-nozna/druzyna-druga'],
    ['soccer', 8, '/pilka-nozna/druzyna-dziewiata'],
    ['soccer', 9, '/pilka-nozna/druzyna-10'],
    ['academy', 0, '/druzyna'],
    ['academy', 2, '/druzyna-trzecia'],
    ['academy', 12, '/druzyna-13'],
  ] as const)('%s team %i → %s', (variant, index, path) => {
    expect(teamPath(variant, index)).toBe(path);
  });
});

describe('001 §2, §5 member slug and path', () => {
  it.each([
    ['Jan', 'Kowalski', 'jan-kowalski'],
    ['Łukasz', 'Żółć', 'lukasz-zolc'],
    ['Anna-Maria', "O'Neil", 'annamaria-oneil'],
    ['  Piotr ', ' Nowak  Jr. ', 'piotr-nowak-jr'],
    ['Jan', null, 'jan'],
  ])('%j %j → %s', (first, last, slug) => {
    expect(memberSlug(first, last)).toBe(slug);
  });

  it.each([
    [
      { variant: 'soccer', teamIndex: 0, kind: 'player' },
      '/pilka-nozna/druzyna/zawodnik/jan-kowalski/17',
    ],
    [
      { variant: 'soccer', teamIndex: 1, kind: 'player' },
      '/pilka-nozna/druzyna-druga/zawodnik/jan-kowalski/17',
    ],
    [
      { variant: 'soccer', teamIndex: 9, kind: 'player' },
      '/pilka-nozna/druzyna-10/zawodnik/jan-kowalski/17',
    ],
    [
      { variant: 'soccer', teamIndex: 0, kind: 'staff' },
      '/pilka-nozna/druzyna/sztab/jan-kowalski/17',
    ],
    [{ variant: 'academy', teamIndex: 0, kind: 'player' }, '/druzyna/zawodnik/jan-kowalski/17'],
    [
      { variant: 'academy', teamIndex: 3, kind: 'player' },
      '/druzyna-czwarta/zawodnik/jan-kowalski/17',
    ],
    [{ variant: 'academy', teamIndex: 2, kind: 'staff' }, '/druzyna-trzecia/sztab/jan-kowalski/17'],
  ] as const)('%j → %s', (where, path) => {
    expect(memberPath({ ...where, firstName: 'Jan', lastName: 'Kowalski', id: 17 })).toBe(path);
  });

  it('a slug with letters outside the Polish fold is URI-encoded', () => {
    expect(
      memberPath({
        variant: 'soccer',
        teamIndex: 0,
        kind: 'player',
        firstName: 'Thomas',
        lastName: 'Müller',
        id: '5',
      }),
    ).toBe('/pilka-nozna/druzyna/zawodnik/thomas-m%C3%BCller/5');
  });
});

describe('001 §2 team selector: previous and next, wrapping around', () => {
  const teams = [{ name: 'Pierwsza drużyna' }, { name: 'Druga drużyna' }, { name: 'U19' }];
  it.each([
    [0, { previous: { index: 2, name: 'U19' }, next: { index: 1, name: 'Druga drużyna' } }],
    [1, { previous: { index: 0, name: 'Pierwsza drużyna' }, next: { index: 2, name: 'U19' } }],
    [
      2,
      {
        previous: { index: 1, name: 'Druga drużyna' },
        next: { index: 0, name: 'Pierwsza drużyna' },
      },
    ],
    [3, { previous: null, next: null }],
    [-1, { previous: null, next: null }],
  ])('index %i', (index, expected) => {
    expect(teamSelector(teams, index)).toEqual(expected);
  });

  it('two teams: the first links on to the second, the second back to the first (no wrap)', () => {
    const two = teams.slice(0, 2);
    expect(teamSelector(two, 0)).toEqual({
      previous: null,
      next: { index: 1, name: 'Druga drużyna' },
    });
    expect(teamSelector(two, 1)).toEqual({
      previous: { index: 0, name: 'Pierwsza drużyna' },
      next: null,
    });
  });

  it('one team or none: no selector', () => {
    expect(teamSelector([{ name: 'Jedyna' }], 0)).toEqual({ previous: null, next: null });
    expect(teamSelector([], 0)).toEqual({ previous: null, next: null });
  });
});
