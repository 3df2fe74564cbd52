/**
 * Match statistics (001 §2 match centre 'Statistics' tab, §6): each side's figures for one
 * match, with the spec's statistic keys (001 §3 "All statistic keys"). Anonymous visitors see
 * a limited set with 'Log in to see full statistics.'; signed-in fans see them all. The API
 * strips the other keys for anonymous callers (docs/spec-readings.md "Match statistics").
 */

/** The keys a match's statistics hold, in display order. */
export const MATCH_STAT_KEYS = [
  'shots',
  'shots_on_target',
  'shots_off_target',
  'shots_blocked',
  'shots_saved',
  'corners',
  'offsides',
  'fouls',
  'passes',
  'yellow_cards',
  'red_cards',
] as const;

export type MatchStatKey = (typeof MATCH_STAT_KEYS)[number];

/** What an anonymous visitor sees of a match's statistics (in display order). */
export const ANONYMOUS_MATCH_STAT_KEYS: readonly MatchStatKey[] = [
  'shots',
  'shots_on_target',
  'corners',
];

/** The largest value one side's statistic may hold (passes run into the hundreds). */
export const MAX_MATCH_STAT_VALUE = 2000;

export function isMatchStatKey(key: string): key is MatchStatKey {
  return (MATCH_STAT_KEYS as readonly string[]).includes(key);
}

/** The keys shown: all of them for a signed-in fan, else the anonymous set. */
export function visibleMatchStatKeys(full: boolean): readonly MatchStatKey[] {
  return full ? MATCH_STAT_KEYS : ANONYMOUS_MATCH_STAT_KEYS;
}

/** A side's values limited to the keys a caller may see (unknown keys dropped). */
export function limitMatchStatValues(
  values: Readonly<Record<string, number>>,
  full: boolean,
): Record<string, number> {
  const keys = visibleMatchStatKeys(full);
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => (keys as readonly string[]).includes(key)),
  );
}

/**
 * The rows of the statistics table: each visible key with both sides' values (0 when a side
 * has none), and the home side's share of their sum for the bar (0.5 when both are 0).
 */
export function matchStatRows(
  home: Readonly<Record<string, number>>,
  away: Readonly<Record<string, number>>,
  full: boolean,
): { key: MatchStatKey; home: number; away: number; homeShare: number }[] {
  return visibleMatchStatKeys(full)
    .filter((key) => key in home || key in away)
    .map((key) => {
      const h = home[key] ?? 0;
      const a = away[key] ?? 0;
      return { key, home: h, away: a, homeShare: h + a === 0 ? 0.5 : h / (h + a) };
    });
}
