import type { LiveMatch } from '../match-centre-data';

/** The header's match and the moment its clock was last set (ms). */
export interface HeaderMatch {
  live: LiveMatch;
  updatedAt: number;
}

/**
 * A change of the match merged into the header (001 §4 clock between updates). The clock's
 * reference moment moves to `now` only when the change sets a new elapsed time or period: the
 * API stores the elapsed seconds of the last clock write, so a change of the score or status
 * repeats that old value, which must not send the ticking clock back.
 */
export function mergeHeaderMatch(
  previous: HeaderMatch,
  change: Partial<LiveMatch>,
  now: number,
): HeaderMatch {
  const live = { ...previous.live, ...change };
  const clockSet =
    (change.elapsed_seconds !== undefined &&
      change.elapsed_seconds !== previous.live.elapsed_seconds) ||
    (change.period !== undefined && change.period !== previous.live.period);
  return { live, updatedAt: clockSet ? now : previous.updatedAt };
}
