const BASE = [
  'yellow_cards',
  'red_cards',
  'shots',
  'goals',
  'minutes_played',
  'matches_played',
] as const;
const GOALKEEPER = [
  'yellow_cards',
  'red_cards',
  'shots',
  'gk_shots_saved',
  'goals',
  'minutes_played',
  'matches_played',
] as const;
const DEFENDER = [...BASE, 'penalty_goals_successful', 'assists'] as const;
const OUTFIELD = [...DEFENDER, 'shots_on_target'] as const;

/**
 * 001 §3: the statistic keys a player profile shows for a position (goalkeeper; defender;
 * midfielder and striker as defender plus shots_on_target). An unknown position gets the
 * defender's set (a reading: the spec names no other).
 */
export function playerStatKeys(position: string): readonly string[] {
  switch (position.toLowerCase()) {
    case 'goalkeeper':
      return GOALKEEPER;
    case 'midfielder':
    case 'striker':
      return OUTFIELD;
    default:
      return DEFENDER;
  }
}
