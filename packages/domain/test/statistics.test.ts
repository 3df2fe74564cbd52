import { describe, expect, it } from 'vitest';
import { playerStatKeys } from '../src/statistics';

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
