import type { Random } from './context';

type Position = 'goalkeeper' | 'defender' | 'midfielder' | 'striker';

/** 001 §3 player_s_position as a number: 1 goalkeeper, 2 defender, 3 midfielder, 4 striker. */
const POSITION_NUMBER: Readonly<Record<Position, number>> = {
  goalkeeper: 1,
  defender: 2,
  midfielder: 3,
  striker: 4,
};

const perMatch = (total: number, played: number) =>
  played > 0 ? Math.round((total / played) * 100) / 100 : 0;

/**
 * The rest of 001 §3 "All statistic keys" for a player whose main figures are drawn
 * (`base`: matches, minutes, goals, shots, cards…): derived from them where a key is a ratio or
 * a part of another (minutes per goal, shots off target, per-match averages), drawn from
 * `random` (a PRNG of its own, so the main figures stay as they were) otherwise. A ratio
 * without a divisor (minutes per goal of a player with no goal) is left out: it has no value.
 */
export function moreFigures(
  base: Readonly<Record<string, number>>,
  random: Random,
  position: Position,
  captain: boolean,
): Record<string, number> {
  const r = (min: number, max: number) => random.int(min, max);
  const get = (key: string) => base[key] ?? 0;
  const matches = get('matches_played');
  const minutes = get('minutes_played');
  const goals = get('goals');
  const assists = get('assists');
  const shots = get('shots');
  const onTarget = get('shots_on_target');
  const attacking = POSITION_NUMBER[position] - 1;
  const teamGoals = r(18, 30);
  const offTarget = Math.max(0, shots - onTarget);
  const missedPenalties = position === 'striker' ? r(0, 1) : 0;
  const corners = position === 'midfielder' ? r(2, 24) : r(0, 3);
  const cards = get('yellow_cards') + get('red_cards');
  const figures: Record<string, number> = {
    appearance: get('appearances'),
    bench_appearances: r(0, 4),
    first_lineup_appearances: get('first_lineups'),
    on_bench: r(0, 6),
    minutes_per_match: perMatch(minutes, matches),
    captain: captain ? matches : 0,
    own_goals: r(0, 10) > 8 ? 1 : 0,
    free_kick_goals: Math.min(goals, r(0, 1)),
    penalty_goals_unsuccessful: missedPenalties,
    goal_contribution_percentage: Math.round(((goals + assists) / teamGoals) * 100),
    team_goals_percentage: Math.round((goals / teamGoals) * 100),
    points: r(matches, matches * 3),
    shots_off_target: offTarget,
    shots_blocked: r(0, Math.floor(offTarget / 2)),
    shots_woodwork: shots > 0 ? r(0, 2) : 0,
    shots_saved:
      position === 'goalkeeper'
        ? get('gk_shots_saved')
        : Math.max(0, onTarget - goals - r(0, Math.max(0, onTarget - goals))),
    penalties_given: r(0, 10) > 7 ? 1 : 0,
    penalties_missed: missedPenalties,
    fouls_received: r(3, 25),
    offsides: attacking * r(0, 4),
    corners,
    aerial_duels_won: r(5, 60),
    player_s_position: POSITION_NUMBER[position],
    average_cards_per_match: perMatch(cards, matches),
    average_corners_per_match: perMatch(corners, matches),
    average_goals_per_match: perMatch(goals, matches),
    average_shots_per_match: perMatch(shots, matches),
  };
  if (goals > 0) {
    figures.minutes_per_goal = Math.round(minutes / goals);
    figures.average_minutes_per_goal = Math.round(minutes / goals);
  }
  if (shots > 0) figures.minutes_per_shot = Math.round(minutes / shots);
  return figures;
}
