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
