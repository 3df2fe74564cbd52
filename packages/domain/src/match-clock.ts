import { isLive } from './match-cards';
import { MATCH_CLOCK_THRESHOLDS, matchClock } from './matches';

/**
 * 001 §4 "Match periods and clock", between two updates of the match. The clock itself
 * (`matchClock`: thresholds 2700/5400/6300/7200 s, `45' + m:ss` beyond them, else total
 * `minutes:ss`) and the period names (`periodLabel`) live in ./matches; this module adds the
 * local ticking the match centre header needs.
 */

/** 001 §4: the clock (m:ss) ticks locally every second between updates. */
export const MATCH_CLOCK_TICK_MS = 1000;

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

/**
 * The elapsed seconds now: the value of the last update plus the whole seconds since it was
 * received. Never negative; a `nowMs` before `updatedAtMs` (a clock step back) adds nothing, and
 * a non-numeric input counts as 0.
 */
export function clockAt(elapsedSeconds: number, updatedAtMs: number, nowMs: number): number {
  const since = Math.max(0, Math.floor((finite(nowMs) - finite(updatedAtMs)) / 1000));
  return Math.max(0, Math.floor(finite(elapsedSeconds))) + since;
}

/**
 * Whether the header's clock runs between updates: only while the match is live and in one of
 * the four periods of play of 001 §4. In any other period (a break, penalties) it holds the
 * last value the API sent.
 */
export function clockTicks(match: { status?: string | null; period?: string | null }): boolean {
  return isLive(match) && Object.hasOwn(MATCH_CLOCK_THRESHOLDS, match.period ?? '');
}

/**
 * 001 §4 clock as the header shows it at `nowMs`: `matchClock` of the period, ticking from the
 * last update (`clockAt`) while `clockTicks`, else at the elapsed time last sent.
 */
export function displayedMatchClock(
  match: {
    status?: string | null;
    period?: string | null;
    elapsed_seconds?: number | null;
  },
  updatedAtMs: number,
  nowMs: number,
): string {
  const period = match.period ?? '';
  const elapsed = match.elapsed_seconds ?? 0;
  return matchClock(period, clockTicks(match) ? clockAt(elapsed, updatedAtMs, nowMs) : elapsed);
}
