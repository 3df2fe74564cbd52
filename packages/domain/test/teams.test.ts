import { describe, expect, it } from 'vitest';
import { squadGroup, teamPathSuffix } from '../src/teams';

describe('001 §2 team path suffix by index', () => {
  it.each([
    [0, ''],
    [1, '-druga'],
    [2, '-trzecia'],
    [3, '-czwarta'],
    [4, '-piata'],
    [5, '-szosta'],
    [6, '-siodma'],
    [7, '-osma'],
    [8, '-dziewiata'],
    [9, '-10'],
    [10, '-11'],
    [20, '-21'],
  ])('index %i → %j', (index, suffix) => {
    expect(teamPathSuffix(index)).toBe(suffix);
  });

  it.each([-1, 1.5, Number.NaN])('index %s throws', (index) => {
    expect(() => teamPathSuffix(index)).toThrow(RangeError);
  });
});

describe('001 §6 squad member grouping: position if present, else role', () => {
  it.each([
    [{ position: 'goalkeeper' }, 'GOALKEEPER'],
    [{ position: 'defender' }, 'DEFENDER'],
    [{ position: 'midfielder' }, 'MIDFIELDER'],
    [{ position: 'striker' }, 'STRIKER'],
    [{ position: 'Striker' }, 'STRIKER'],
    [{ position: null, role: 'goalkeeper' }, 'GOALKEEPER'],
    [{ position: '', role: 'defender' }, 'DEFENDER'],
    [{ role: 'coach' }, 'COACH'],
    [{ role: 'physiotherapist' }, 'COACH'],
    [{ position: 'striker', role: 'coach' }, 'STRIKER'],
    [{}, 'COACH'],
  ])('%j → %s', (member, group) => {
    expect(squadGroup(member)).toBe(group);
  });
});
