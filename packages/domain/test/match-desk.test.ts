import { describe, expect, it } from 'vitest';
import {
  DESK_STEPS,
  deskMinute,
  deskSteps,
  elapsedSinceStart,
  oddsMovement,
  PERIOD_START_SECONDS,
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
