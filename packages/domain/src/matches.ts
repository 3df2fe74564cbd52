/** 001 §3 match statuses. */
export const MATCH_STATUSES = ['pending', 'live', 'ended'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** 001 §3: a match's two sides (home_squad, away_squad); incidents, items, odds name them. */
export const MATCH_SIDES = ['home', 'away'] as const;
export type TeamSide = (typeof MATCH_SIDES)[number];

/** 001 §4 named periods and the second past which their clock shows stoppage time. */
export const MATCH_CLOCK_THRESHOLDS: Readonly<Record<string, { seconds: number; label: number }>> =
  {
    '1. połowa': { seconds: 2700, label: 45 },
    '2. połowa': { seconds: 5400, label: 90 },
    '1. połowa dogrywki': { seconds: 6300, label: 105 },
    '2. połowa dogrywki': { seconds: 7200, label: 120 },
  };

function minutesSeconds(totalSeconds: number): string {
  const s = Math.floor(totalSeconds);
  return `${String(Math.floor(s / 60))}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * 001 §4 match clock: beyond the period's threshold `{45|90|105|120}' + m:ss` (time past it),
 * otherwise the total `minutes:ss`. At exactly the threshold it is still `45:00`; a negative or
 * non-numeric elapsed time counts as 0.
 */
export function matchClock(period: string, elapsedSeconds: number): string {
  const elapsed = Number.isFinite(elapsedSeconds) ? Math.max(0, elapsedSeconds) : 0;
  const threshold = MATCH_CLOCK_THRESHOLDS[period];
  if (threshold && elapsed > threshold.seconds) {
    return `${String(threshold.label)}' + ${minutesSeconds(elapsed - threshold.seconds)}`;
  }
  return minutesSeconds(elapsed);
}

/** 001 §4: the four period names as they are, any other name in uppercase. */
export function periodLabel(period: string): string {
  return period in MATCH_CLOCK_THRESHOLDS ? period : period.toUpperCase();
}

export interface CardMatch {
  status?: string | null;
  video_url?: string | null;
  tickets_url?: string | null;
  match_highlights?: string | null;
}

const present = (value: string | null | undefined): boolean =>
  value !== undefined && value !== null && value !== '';

/**
 * 001 §4 match card button, the first rule that applies: LIVE or ENDED → match centre;
 * PENDING with a video_url → video; PENDING with a tickets_url → tickets; otherwise with
 * match_highlights → highlights; else none.
 */
export function matchCardButton(
  match: CardMatch,
): 'match_centre' | 'video' | 'tickets' | 'highlights' | null {
  const status = (match.status ?? '').toLowerCase();
  if (status === 'live' || status === 'ended') return 'match_centre';
  if (status === 'pending' && present(match.video_url)) return 'video';
  if (status === 'pending' && present(match.tickets_url)) return 'tickets';
  if (present(match.match_highlights)) return 'highlights';
  return null;
}

export interface DatedMatch {
  start_time?: string | null;
  postponed_start_time?: string | null;
}

/** 001 §3: postponed_start_time when present, else start_time ('' when neither is). */
export function effectiveStartTime(match: DatedMatch): string {
  return present(match.postponed_start_time)
    ? (match.postponed_start_time ?? '')
    : (match.start_time ?? '');
}
