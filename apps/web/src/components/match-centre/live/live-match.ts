import type { LiveMatch } from '@/lib/match-centre-data';

/** The header's match and the moment its clock was last set (ms). */
export interface HeaderMatch {
  live: LiveMatch;
  updatedAt: number;
}

/**
 * The moment the clock's `elapsed_seconds` holds for: the API's `clock_updated_at` when it
 * says (a page rendered or read long after the last clock write ticks on from it), else
 * `fallback`.
 */
export function clockReference(match: LiveMatch, fallback: number): number {
  const at = match.clock_updated_at === null ? Number.NaN : Date.parse(match.clock_updated_at);
  return Number.isFinite(at) ? at : fallback;
}

/**
 * A change of the match merged into the header (001 §4 clock between updates). With the API's
 * `clock_updated_at` the clock's reference moment is that; without it the moment moves to
 * `now` only when the change sets a new elapsed time or period (a change of the score or
 * status repeats the stored clock, which must not send the ticking clock back).
 */
export function mergeHeaderMatch(
  previous: HeaderMatch,
  change: Partial<LiveMatch>,
  now: number,
): HeaderMatch {
  const live = { ...previous.live, ...change };
  if (typeof change.clock_updated_at === 'string') {
    return { live, updatedAt: clockReference(live, now) };
  }
  const clockSet =
    (change.elapsed_seconds !== undefined &&
      change.elapsed_seconds !== previous.live.elapsed_seconds) ||
    (change.period !== undefined && change.period !== previous.live.period);
  return { live, updatedAt: clockSet ? now : previous.updatedAt };
}
