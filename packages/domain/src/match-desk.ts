import type { MatchCentreComponentType, MatchEventType } from './match-centre';
import { clockAt, clockTicks } from './match-clock';
import type { MatchStatus, TeamSide } from './matches';

/**
 * The match desk's rules (issue 16, beyond the spec): how an editor moves a match from one
 * period to the next, which minute a new item belongs to, how a goal changes the score and
 * which way the odds moved. The period names are those of 001 §4; the breaks are
 * 'przerwa' (half time) and 'rzuty karne' (penalties), shown in uppercase by `periodLabel`.
 */

/**
 * 001 §4: where each period of play starts on the match clock, in seconds (each period starts
 * where the one before it ends, at its threshold: 2700, 5400, 6300 s).
 */
export const PERIOD_START_SECONDS: Readonly<Record<string, number>> = {
  '1. połowa': 0,
  '2. połowa': 2700,
  '1. połowa dogrywki': 5400,
  '2. połowa dogrywki': 6300,
};

/** How far ahead of the server's clock a period start may be (an editor's clock runs fast). */
export const PERIOD_START_SKEW_MS = 60_000;

/** The longest clock a match can show: three hours. */
export const MAX_ELAPSED_SECONDS = 10_800;

/**
 * The clock when a period began at `startedAt`: the period's start plus the whole seconds since
 * (a start up to a minute ahead counts as now). `null` when the period is not one of the four
 * periods of play (a break has no running clock), or the start is too far ahead or too long ago.
 */
export function elapsedSinceStart(
  period: string,
  startedAt: Date,
  now: Date,
  maxElapsed: number = MAX_ELAPSED_SECONDS,
): number | null {
  if (!Object.hasOwn(PERIOD_START_SECONDS, period)) return null;
  const base = PERIOD_START_SECONDS[period] ?? 0;
  const since = now.getTime() - startedAt.getTime();
  if (since < -PERIOD_START_SKEW_MS) return null;
  const elapsed = base + Math.max(0, Math.floor(since / 1000));
  return elapsed <= maxElapsed ? elapsed : null;
}

export const HALF_TIME_PERIOD = 'przerwa';
export const PENALTIES_PERIOD = 'rzuty karne';

export type DeskStepId =
  | 'kick_off'
  | 'half_time'
  | 'second_half'
  | 'full_time'
  | 'extra_time'
  | 'extra_time_second_half'
  | 'extra_time_end'
  | 'penalties'
  | 'penalties_end';

export interface DeskStep {
  id: DeskStepId;
  /** The status and period the match must be in for the step to be offered. */
  from: { status: MatchStatus; period?: string };
  /** What the step writes: status and period, and either a running clock or a fixed one. */
  to: { status: MatchStatus; period: string | null; clock: 'start' | number };
  /** The timeline events it posts, in order, each at its match minute. */
  events: readonly { type: MatchEventType; minute: number }[];
}

/** The period steps in the order an editor meets them. */
export const DESK_STEPS: readonly DeskStep[] = [
  {
    id: 'kick_off',
    from: { status: 'pending' },
    to: { status: 'live', period: '1. połowa', clock: 'start' },
    events: [{ type: 'kick_off', minute: 0 }],
  },
  {
    id: 'half_time',
    from: { status: 'live', period: '1. połowa' },
    to: { status: 'live', period: HALF_TIME_PERIOD, clock: 2700 },
    events: [{ type: 'half_time', minute: 45 }],
  },
  {
    id: 'second_half',
    from: { status: 'live', period: HALF_TIME_PERIOD },
    to: { status: 'live', period: '2. połowa', clock: 'start' },
    events: [{ type: 'second_half_started', minute: 46 }],
  },
  {
    id: 'full_time',
    from: { status: 'live', period: '2. połowa' },
    to: { status: 'ended', period: '2. połowa', clock: 5400 },
    events: [
      { type: 'second_half_ended', minute: 90 },
      { type: 'match_ended', minute: 90 },
    ],
  },
  {
    id: 'extra_time',
    from: { status: 'live', period: '2. połowa' },
    to: { status: 'live', period: '1. połowa dogrywki', clock: 'start' },
    events: [
      { type: 'second_half_ended', minute: 90 },
      { type: 'extra_time_started', minute: 91 },
    ],
  },
  {
    id: 'extra_time_second_half',
    from: { status: 'live', period: '1. połowa dogrywki' },
    to: { status: 'live', period: '2. połowa dogrywki', clock: 'start' },
    events: [],
  },
  {
    id: 'extra_time_end',
    from: { status: 'live', period: '2. połowa dogrywki' },
    to: { status: 'ended', period: '2. połowa dogrywki', clock: 7200 },
    events: [
      { type: 'extra_time_finished', minute: 120 },
      { type: 'match_ended', minute: 120 },
    ],
  },
  {
    id: 'penalties',
    from: { status: 'live', period: '2. połowa dogrywki' },
    to: { status: 'live', period: PENALTIES_PERIOD, clock: 7200 },
    events: [
      { type: 'extra_time_finished', minute: 120 },
      { type: 'penalties_started', minute: 120 },
    ],
  },
  {
    id: 'penalties_end',
    from: { status: 'live', period: PENALTIES_PERIOD },
    to: { status: 'ended', period: PENALTIES_PERIOD, clock: 7200 },
    events: [{ type: 'match_ended', minute: 120 }],
  },
];

export interface DeskMatch {
  status?: string | null;
  period?: string | null;
  elapsed_seconds?: number | null;
}

/** The period steps offered for a match in its current status and period (none once ended). */
export function deskSteps(match: DeskMatch): DeskStep[] {
  return DESK_STEPS.filter(
    ({ from }) =>
      from.status === (match.status ?? 'pending') &&
      (from.period === undefined || from.period === (match.period ?? null)),
  );
}

/**
 * The longest match minute an item or incident can carry (the API's limit, the desk's minute
 * field): past the clock's longest run (`MAX_ELAPSED_SECONDS`, 180 minutes) for stoppages.
 */
export const MAX_ITEM_MINUTE = 200;

/**
 * The minute a new item belongs to, from the clock at `nowMs`: while the clock runs, the minute
 * being played (0:00–0:59 is minute 1); otherwise the whole minutes shown (a pending match: 0).
 */
export function deskMinute(match: DeskMatch, updatedAtMs: number, nowMs: number): number {
  const elapsed = match.elapsed_seconds ?? 0;
  if (clockTicks(match)) {
    return Math.min(MAX_ITEM_MINUTE, Math.floor(clockAt(elapsed, updatedAtMs, nowMs) / 60) + 1);
  }
  return Math.min(MAX_ITEM_MINUTE, Math.floor(Math.max(0, elapsed) / 60));
}

/** The goal items the desk posts (001 §3 item types that are goals), in the desk's order. */
export const GOAL_KINDS = [
  'goal',
  'penalty',
  'own_goal',
] as const satisfies readonly MatchCentreComponentType[];
export type GoalKind = (typeof GOAL_KINDS)[number];

/** The highest score a match can show (two digits; the API's limit, the desk's stepper). */
export const MAX_SCORE = 99;

/**
 * The side a goal counts for. A goal or a scored penalty counts for the scorer's side; an own
 * goal's `side` is the team of the player who scored it, so it counts for the other side
 * (docs/spec-readings.md).
 */
export function scoringSide(kind: GoalKind, side: TeamSide): TeamSide {
  if (kind !== 'own_goal') return side;
  return side === 'home' ? 'away' : 'home';
}

/** The score after one more goal for `side` (scores never exceed `MAX_SCORE`). */
export function scoreWithGoal(
  score: { home: number; away: number },
  side: TeamSide,
): { home: number; away: number } {
  return { ...score, [side]: Math.min(MAX_SCORE, score[side] + 1) };
}

/** 001 §3 "Odds": entries for the home team, the draw and the away team, in that order. */
export const ODDS_OUTCOMES = ['home', 'draw', 'away'] as const;
export type OddsOutcome = (typeof ODDS_OUTCOMES)[number];

/** 001 §3 "Odds": each entry's status. */
export const ODDS_MOVEMENTS = ['increased', 'decreased'] as const;
export type OddsMovement = (typeof ODDS_MOVEMENTS)[number];

/** Odds an editor may set (the API's limits, the desk's fields): decimal odds, two decimals. */
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 1000;
export const ODDS_STEP = 0.01;

/** Whether `value` is one of the 001 §3 odds statuses (increased, decreased). */
export function isOddsMovement(value: unknown): value is OddsMovement {
  return (ODDS_MOVEMENTS as readonly unknown[]).includes(value);
}

/** Odds to two decimals, as the desk sends them and the API accepts them. */
export function roundOdds(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Whether `value` is one of the 001 §3 odds outcomes. */
export function isOddsOutcome(value: unknown): value is OddsOutcome {
  return (ODDS_OUTCOMES as readonly unknown[]).includes(value);
}

/**
 * One lineups write (both sides and substitutes; two matchday squads of 18 are 36) holds at
 * most this many players; a side fields at most `MAX_STARTERS` starters, one on each of
 * 11 of the 26 starting positions of 001 §3; shirt numbers run 1 to `MAX_SHIRT_NUMBER`.
 */
export const MAX_LINEUP_ENTRIES = 60;
export const MAX_STARTERS = 11;
export const MAX_SHIRT_NUMBER = 99;

/** A player's name as an editor types it (incidents, lineups, the desk's one-line fields). */
export const MAX_PLAYER_NAME = 100;
/** A caption, label or title of a live item (plain text). */
export const MAX_PLAIN_TEXT = 500;
/** The rich text of one live item, before sanitising (a match report is a few hundred words). */
export const MAX_ITEM_HTML = 20_000;
/** The longest link a live item may carry. */
export const MAX_ITEM_URL = 2_048;

/**
 * 001 §3 odds are marked increased or decreased: against the value before, up is increased and
 * down decreased; an unchanged value keeps its mark (a new outcome without one: increased).
 */
export function oddsMovement(
  previous: { value: number; status?: string | null } | undefined,
  next: number,
): OddsMovement {
  if (!previous) return 'increased';
  if (next > previous.value) return 'increased';
  if (next < previous.value) return 'decreased';
  return previous.status === 'decreased' ? 'decreased' : 'increased';
}
