import { describe, expect, it } from 'vitest';
import { LINEUP_POSITIONS, MATCH_CENTRE_COMPONENT_TYPES, oddsText } from '../src/match-centre';
import { MATCH_SIDES } from '../src/matches';
import {
  DESK_STEPS,
  deskMinute,
  deskSteps,
  elapsedSinceStart,
  GOAL_KINDS,
  isOddsMovement,
  isOddsOutcome,
  MAX_ELAPSED_SECONDS,
  MAX_ITEM_HTML,
  MAX_ITEM_MINUTE,
  MAX_ITEM_URL,
  MAX_LINEUP_ENTRIES,
  MAX_ODDS,
  MAX_PLAIN_TEXT,
  MAX_PLAYER_NAME,
  MAX_SCORE,
  MAX_SHIRT_NUMBER,
  MAX_STARTERS,
  MIN_ODDS,
  ODDS_MOVEMENTS,
  ODDS_OUTCOMES,
  ODDS_STEP,
  oddsMovement,
  PERIOD_START_SECONDS,
  roundOdds,
  scoreWithGoal,
  scoringSide,
} from '../src/match-desk';

const NOW = new Date('2026-05-10T18:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('elapsedSinceStart: the clock from a period start (001 §4 "Match periods and clock")', () => {
  it.each([
    ['1. połowa', 0, 0],
    ['1. połowa', 754, 754],
    ['1. połowa', 754.9, 754],
    ['2. połowa', 0, 2700],
    ['2. połowa', 120, 2820],
    ['1. połowa dogrywki', 60, 5460],
    ['2. połowa dogrywki', 61, 6361],
    // Up to a minute ahead counts as now (an editor's clock running fast).
    ['2. połowa', -30, 2700],
    ['2. połowa', -60, 2700],
  ])('%s begun %s s ago → %s', (period, seconds, elapsed) => {
    expect(elapsedSinceStart(period, ago(seconds), NOW)).toBe(elapsed);
  });

  it.each([
    ['a break', 'przerwa', 10],
    ['penalties', 'rzuty karne', 10],
    ['a name from Object.prototype', 'constructor', 10],
    ['a start over a minute ahead', '1. połowa', -61],
    ['a clock past three hours', '2. połowa dogrywki', 10_800 - 6300 + 1],
  ])('%s → null', (_name, period, seconds) => {
    expect(elapsedSinceStart(period, ago(seconds), NOW)).toBeNull();
  });

  it('each period of play starts where the one before ends', () => {
    expect(PERIOD_START_SECONDS).toEqual({
      '1. połowa': 0,
      '2. połowa': 2700,
      '1. połowa dogrywki': 5400,
      '2. połowa dogrywki': 6300,
    });
  });
});

describe('deskSteps: the period steps offered for the match as it stands', () => {
  it.each([
    ['pending', null, ['kick_off']],
    ['live', '1. połowa', ['half_time']],
    ['live', 'przerwa', ['second_half']],
    ['live', '2. połowa', ['full_time', 'extra_time']],
    ['live', '1. połowa dogrywki', ['extra_time_second_half']],
    ['live', '2. połowa dogrywki', ['extra_time_end', 'penalties']],
    ['live', 'rzuty karne', ['penalties_end']],
    ['live', 'a period the desk does not know', []],
    ['ended', '2. połowa', []],
  ])('%s, %s → %j', (status, period, ids) => {
    expect(deskSteps({ status, period }).map((step) => step.id)).toEqual(ids);
  });

  it('a match without a status is pending', () => {
    expect(deskSteps({}).map((step) => step.id)).toEqual(['kick_off']);
  });

  it('each step starts a running clock only for a period of play, and ends where the next begins', () => {
    for (const step of DESK_STEPS) {
      if (step.to.clock === 'start') {
        expect(Object.hasOwn(PERIOD_START_SECONDS, step.to.period ?? ''), step.id).toBe(true);
      }
      // Every step leads to a state that offers a next step, or ends the match.
      const next = deskSteps({ status: step.to.status, period: step.to.period });
      expect(step.to.status === 'ended' || next.length > 0, step.id).toBe(true);
    }
  });

  it('the events of the steps, minute by minute', () => {
    const events = (id: string) =>
      DESK_STEPS.find((step) => step.id === id)?.events.map((e) => `${e.type}@${String(e.minute)}`);
    expect(events('kick_off')).toEqual(['kick_off@0']);
    expect(events('half_time')).toEqual(['half_time@45']);
    expect(events('second_half')).toEqual(['second_half_started@46']);
    expect(events('full_time')).toEqual(['second_half_ended@90', 'match_ended@90']);
    expect(events('penalties')).toEqual(['extra_time_finished@120', 'penalties_started@120']);
  });
});

describe('deskMinute: the minute a new item belongs to', () => {
  const T = Date.parse('2026-05-10T18:00:00Z');
  it.each([
    ['pending', null, null, 0, 0],
    ['live, 0:00 of the 1st half', 'live', '1. połowa', 0, 1],
    ['live, 0:59', 'live', '1. połowa', 59, 1],
    ['live, 1:00', 'live', '1. połowa', 60, 2],
    ['stoppage time 45 + 2:10', 'live', '1. połowa', 2830, 48],
    ['half time (clock held at 45:00)', 'live', 'przerwa', 2700, 45],
    ['full time', 'ended', '2. połowa', 5400, 90],
    ['penalties', 'live', 'rzuty karne', 7200, 120],
  ])('%s → %s', (_name, status, period, elapsed, minute) => {
    expect(deskMinute({ status, period, elapsed_seconds: elapsed }, T, T)).toBe(minute);
  });

  it('counts on from the last update while the clock runs, and never past 200', () => {
    const match = { status: 'live', period: '2. połowa', elapsed_seconds: 2700 };
    expect(deskMinute(match, T, T + 61_000)).toBe(47);
    expect(deskMinute({ ...match, elapsed_seconds: 10_800 }, T, T + 7_200_000)).toBe(200);
  });
});

describe('goals and the score', () => {
  it.each([
    ['goal', 'home', 'home'],
    ['goal', 'away', 'away'],
    ['penalty', 'away', 'away'],
    ['own_goal', 'home', 'away'],
    ['own_goal', 'away', 'home'],
  ] as const)('%s by a %s player counts for %s', (kind, side, counted) => {
    expect(scoringSide(kind, side)).toBe(counted);
  });

  it('scoreWithGoal adds one to the side, never past 99', () => {
    expect(scoreWithGoal({ home: 1, away: 0 }, 'away')).toEqual({ home: 1, away: 1 });
    expect(scoreWithGoal({ home: 99, away: 0 }, 'home')).toEqual({ home: 99, away: 0 });
  });
});

describe('oddsMovement (001 §3 odds: increased or decreased)', () => {
  it.each([
    ['up', { value: 2, status: 'decreased' }, 2.5, 'increased'],
    ['down', { value: 2, status: 'increased' }, 1.5, 'decreased'],
    ['unchanged keeps its mark', { value: 2, status: 'decreased' }, 2, 'decreased'],
    ['unchanged, increased', { value: 2, status: 'increased' }, 2, 'increased'],
    ['no previous value', undefined, 3, 'increased'],
  ])('%s → %s', (_name, previous, next, movement) => {
    expect(oddsMovement(previous, next)).toBe(movement);
  });
});

describe('001 §3 "Odds": the outcomes, their statuses and the bounds an editor may set', () => {
  it('entries for home team, draw and away team, in that order; each increased or decreased', () => {
    expect(ODDS_OUTCOMES).toEqual(['home', 'draw', 'away']);
    expect(ODDS_MOVEMENTS).toEqual(['increased', 'decreased']);
  });

  it.each([
    ['home', true],
    ['draw', true],
    ['away', true],
    ['Home', false],
    ['x', false],
    [null, false],
  ])('isOddsOutcome(%j) → %s', (value, expected) => {
    expect(isOddsOutcome(value)).toBe(expected);
  });

  it.each([
    ['increased', true],
    ['decreased', true],
    ['unchanged', false],
    [undefined, false],
  ])('isOddsMovement(%j) → %s', (value, expected) => {
    expect(isOddsMovement(value)).toBe(expected);
  });

  it('odds are decimal odds from 1.01 to 1000, to two decimals (the step of the desk field)', () => {
    expect([MIN_ODDS, MAX_ODDS, ODDS_STEP]).toEqual([1.01, 1000, 0.01]);
    expect(roundOdds(3.4)).toBe(3.4);
    expect(roundOdds(3.456)).toBe(3.46);
    expect(roundOdds(MIN_ODDS)).toBe(MIN_ODDS);
    // oddsText (001 §3 odds as shown) prints what the desk rounded, unchanged.
    expect(oddsText(roundOdds(2.999))).toBe('3.00');
  });
});

describe('the live coverage bounds, against the 001 §3 and §4 tables', () => {
  it('the sides are the home and the away team', () => {
    expect(MATCH_SIDES).toEqual(['home', 'away']);
  });

  it('the goal items are the 001 §3 item types goal, penalty and own_goal', () => {
    expect(GOAL_KINDS).toEqual(['goal', 'penalty', 'own_goal']);
    for (const kind of GOAL_KINDS) expect(MATCH_CENTRE_COMPONENT_TYPES).toContain(kind);
  });

  it("an item's minute covers the longest clock (001 §4: past 7200 s, up to MAX_ELAPSED_SECONDS)", () => {
    const thresholds = [2700, 5400, 6300, 7200];
    expect(MAX_ELAPSED_SECONDS).toBeGreaterThan(Math.max(...thresholds));
    expect(MAX_ITEM_MINUTE).toBe(200);
    expect(MAX_ITEM_MINUTE * 60).toBeGreaterThanOrEqual(MAX_ELAPSED_SECONDS);
    expect(MAX_ELAPSED_SECONDS / 60).toBe(180);
  });

  it('a score has two digits: 0 to 99', () => {
    expect(MAX_SCORE).toBe(99);
    expect(scoreWithGoal({ home: MAX_SCORE, away: 0 }, 'home').home).toBe(MAX_SCORE);
  });

  it('a side starts eleven, each on one of the 26 positions of 001 §3; a lineup write holds 60', () => {
    expect(LINEUP_POSITIONS).toHaveLength(26);
    expect(MAX_STARTERS).toBe(11);
    expect(MAX_STARTERS).toBeLessThan(LINEUP_POSITIONS.length);
    // Two matchday squads of 18 fit into one write.
    expect(MAX_LINEUP_ENTRIES).toBe(60);
    expect(MAX_LINEUP_ENTRIES).toBeGreaterThanOrEqual(2 * 18);
    expect(MAX_SHIRT_NUMBER).toBe(99);
  });

  it('names 100 characters, titles 500, rich text 20 000, links 2048', () => {
    expect([MAX_PLAYER_NAME, MAX_PLAIN_TEXT, MAX_ITEM_HTML, MAX_ITEM_URL]).toEqual([
      100, 500, 20_000, 2048,
    ]);
  });
});
