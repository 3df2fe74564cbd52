/**
 * The match the simulator plays (`npm run simulate`): what happens at which match minute,
 * spread over `minutes` of real time. Pure: the script turns each step into write-API calls.
 */
export type Side = 'home' | 'away';

export type PlanStep =
  | { kind: 'kick_off' }
  | { kind: 'text'; html: string }
  | { kind: 'goal'; side: Side; scorer: number; assist?: number }
  | { kind: 'penalty'; side: Side; scorer: number }
  | { kind: 'card'; colour: 'yellow' | 'red'; side: Side; player: number }
  | { kind: 'substitution'; side: Side; playerIn: number; playerOut: number }
  | { kind: 'odds'; home: number; draw: number; away: number }
  | { kind: 'half_time' }
  | { kind: 'second_half' }
  | { kind: 'full_time' };

export interface TimedStep {
  /** The match minute (0–90). */
  minute: number;
  /** When to play it, in ms after the start. */
  atMs: number;
  step: PlanStep;
}

/** Match minutes the plan spans (kick-off to the final whistle, the break counted as one). */
const PLAN_MINUTES = 91;

const STEPS: { minute: number; step: PlanStep }[] = [
  { minute: 0, step: { kind: 'kick_off' } },
  {
    minute: 1,
    step: { kind: 'text', html: '<p>Zaczynamy! Gospodarze od pierwszej minuty wysoko.</p>' },
  },
  { minute: 12, step: { kind: 'goal', side: 'home', scorer: 9, assist: 7 } },
  { minute: 13, step: { kind: 'odds', home: 1.55, draw: 3.9, away: 5.6 } },
  { minute: 23, step: { kind: 'card', colour: 'yellow', side: 'away', player: 4 } },
  {
    minute: 31,
    step: {
      kind: 'text',
      html: '<p>Goście coraz śmielej, ale <strong>nasza obrona</strong> trzyma.</p>',
    },
  },
  { minute: 38, step: { kind: 'goal', side: 'away', scorer: 10 } },
  { minute: 39, step: { kind: 'odds', home: 2.1, draw: 3.3, away: 3.7 } },
  { minute: 45, step: { kind: 'half_time' } },
  { minute: 46, step: { kind: 'second_half' } },
  { minute: 58, step: { kind: 'substitution', side: 'home', playerIn: 12, playerOut: 8 } },
  { minute: 64, step: { kind: 'penalty', side: 'home', scorer: 9 } },
  { minute: 65, step: { kind: 'odds', home: 1.35, draw: 4.6, away: 8.5 } },
  { minute: 77, step: { kind: 'card', colour: 'red', side: 'away', player: 5 } },
  {
    minute: 84,
    step: { kind: 'text', html: '<p>Ostatnie minuty, kibice śpiewają bez przerwy.</p>' },
  },
  { minute: 90, step: { kind: 'full_time' } },
];

/** The steps with their times: minute m plays at m / 90 of `minutes` (the last at the end). */
export function matchPlan(minutes: number): TimedStep[] {
  if (!Number.isFinite(minutes) || minutes <= 0) throw new RangeError('minutes must be positive');
  const totalMs = minutes * 60_000;
  return STEPS.map(({ minute, step }) => ({
    minute,
    atMs: Math.round((minute / (PLAN_MINUTES - 1)) * totalMs),
    step,
  }));
}

/** The score after each step (for the `PATCH matches/{id}` that follows a goal). */
export function scoreAfter(
  steps: readonly TimedStep[],
  index: number,
): { home: number; away: number } {
  const score = { home: 0, away: 0 };
  for (const { step } of steps.slice(0, index + 1)) {
    if (step.kind === 'goal' || step.kind === 'penalty') score[step.side] += 1;
  }
  return score;
}
