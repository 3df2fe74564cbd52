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

/**
 * 001 §6: the statistic keys an anonymous visitor sees (the API strips every other key for
 * callers without a fan token); the full set needs a signed-in fan.
 */
export const ANONYMOUS_STAT_KEYS: readonly string[] = [
  'matches_played',
  'minutes_played',
  'goals',
  'assists',
];

/**
 * 001 §3, §6: the keys a profile shows: the position's set in full for a signed-in fan, else
 * only its keys that an anonymous visitor may see (in the position's order).
 */
export function visibleStatKeys(
  position: string | null | undefined,
  full: boolean,
): readonly string[] {
  const keys = playerStatKeys(position ?? '');
  return full ? keys : keys.filter((key) => ANONYMOUS_STAT_KEYS.includes(key));
}

/** 001 §3 "All statistic keys, grouped": the six groups, each with its keys, in the spec's order. */
export const STAT_KEY_GROUPS = [
  {
    group: 'appearances',
    keys: [
      'appearance',
      'appearances',
      'bench_appearances',
      'first_lineup_appearances',
      'first_lineups',
      'on_bench',
      'matches_played',
      'minutes_played',
      'minutes_per_match',
      'average_minutes_played',
      'captain',
    ],
  },
  {
    group: 'attacking',
    keys: [
      'goals',
      'assists',
      'key_passes',
      'passes',
      'own_goals',
      'free_kick_goals',
      'penalty_goals_successful',
      'penalty_goals_unsuccessful',
      'goal_contribution_percentage',
      'team_goals_percentage',
      'minutes_per_goal',
      'minutes_per_shot',
      'average_minutes_per_goal',
      'points',
    ],
  },
  {
    group: 'shots',
    keys: [
      'shots',
      'shots_on_target',
      'shots_off_target',
      'shots_blocked',
      'shots_woodwork',
      'shots_saved',
    ],
  },
  {
    group: 'goalkeeping',
    keys: ['gk_shots_saved', 'penalties_given', 'penalties_missed', 'penalties_saved'],
  },
  {
    group: 'discipline',
    keys: [
      'fouls',
      'fouls_received',
      'offsides',
      'corners',
      'yellow_cards',
      'red_cards',
      'aerial_duels_won',
      'player_s_position',
    ],
  },
  {
    group: 'averages',
    keys: [
      'average_cards_per_match',
      'average_corners_per_match',
      'average_goals_per_match',
      'average_shots_per_match',
    ],
  },
] as const satisfies readonly { group: string; keys: readonly string[] }[];

export type StatKeyGroup = (typeof STAT_KEY_GROUPS)[number]['group'];

/** Every statistic key of 001 §3, in the spec's order (47). */
export const ALL_STAT_KEYS: readonly string[] = STAT_KEY_GROUPS.flatMap((g) => g.keys);

type StatValues = Readonly<Record<string, number | null | undefined>> | null | undefined;

const hasValue = (values: StatValues, key: string): boolean => {
  const value = values?.[key];
  return typeof value === 'number' && Number.isFinite(value);
};

/**
 * 001 §2, §3, §6 what a profile shows a signed-in fan beyond the position's keys: every other
 * key of 001 §3 that has a value, by group in the spec's order (groups without one left out).
 */
export function moreStatKeys(
  position: string | null | undefined,
  values: StatValues,
): { group: StatKeyGroup; keys: string[] }[] {
  const shown = new Set(playerStatKeys(position ?? ''));
  return STAT_KEY_GROUPS.map(({ group, keys }) => ({
    group,
    keys: keys.filter((key) => !shown.has(key) && hasValue(values, key)),
  })).filter(({ keys }) => keys.length > 0);
}

/**
 * The keys a figure list shows: `first` (in its order, as far as each has a value), then every
 * other key of 001 §3 that has a value (in the spec's order). `has` says whether a key has one.
 */
export function keysWithValues(first: readonly string[], has: (key: string) => boolean): string[] {
  const rest = ALL_STAT_KEYS.filter((key) => !first.includes(key));
  return [...first, ...rest].filter(has);
}

/**
 * 001 §3 team figures for the statistic module (the per-match averages and their totals), in
 * display order.
 */
export const SQUAD_SEASON_KEYS: readonly string[] = [
  'goals',
  'average_goals_per_match',
  'average_shots_per_match',
  'average_corners_per_match',
  'average_cards_per_match',
  'matches_played',
  'shots',
  'shots_on_target',
  'corners',
  'yellow_cards',
  'red_cards',
];

interface RankedPlayer {
  first_name?: string | null;
  last_name?: string | null;
}

const collator = new Intl.Collator('pl');
const sortName = (p: RankedPlayer) => `${p.last_name ?? ''} ${p.first_name ?? ''}`.trim();

/**
 * The leaders of one statistic (top scorers, assists, cards): players' statistics sorted by the
 * key's value, highest first, ties by last then first name (Polish collation); statistics
 * without a player (team figures) or with a value that is missing, zero or negative are dropped;
 * at most `limit` entries.
 */
export function topPlayers<
  P extends RankedPlayer,
  S extends {
    squad_player?: P | null;
    values?: Readonly<Record<string, number | null | undefined>> | null;
  },
>(stats: readonly S[], key: string, limit = 5): { player: P; value: number; statistic: S }[] {
  return stats
    .flatMap((statistic) => {
      const player = statistic.squad_player;
      const value = statistic.values?.[key];
      return player && typeof value === 'number' && Number.isFinite(value) && value > 0
        ? [{ player, value, statistic }]
        : [];
    })
    .sort((a, b) => b.value - a.value || collator.compare(sortName(a.player), sortName(b.player)))
    .slice(0, Math.max(0, limit));
}
