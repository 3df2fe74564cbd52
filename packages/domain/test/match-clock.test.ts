import { describe, expect, it } from 'vitest';
import { clockAt, clockTicks, displayedMatchClock } from '../src/match-clock';

const T0 = Date.parse('2026-11-29T17:30:00Z');
const S = 1000;

describe('001 §4 clock table, as the header shows it right after an update', () => {
  it.each([
    // 1st half: threshold 2700 s, then 45' + m:ss.
    ['1. połowa', 0, '0:00'],
    ['1. połowa', 754, '12:34'],
    ['1. połowa', 2699, '44:59'],
    ['1. połowa', 2700, '45:00'],
    ['1. połowa', 2701, "45' + 0:01"],
    ['1. połowa', 3000, "45' + 5:00"],
    // 2nd half: 5400 s, 90'.
    ['2. połowa', 2701, '45:01'],
    ['2. połowa', 5399, '89:59'],
    ['2. połowa', 5400, '90:00'],
    ['2. połowa', 5401, "90' + 0:01"],
    ['2. połowa', 6059, "90' + 10:59"],
    // 1st half of extra time: 6300 s, 105'.
    ['1. połowa dogrywki', 5401, '90:01'],
    ['1. połowa dogrywki', 6300, '105:00'],
    ['1. połowa dogrywki', 6301, "105' + 0:01"],
    // 2nd half of extra time: 7200 s, 120'.
    ['2. połowa dogrywki', 7200, '120:00'],
    ['2. połowa dogrywki', 7260, "120' + 1:00"],
    // Any other period: total minutes:ss, minutes not capped.
    ['przerwa', 2700, '45:00'],
    ['przerwa', 2760, '46:00'],
    ['rzuty karne', 7260, '121:00'],
  ])('%s at %i s → %s', (period, elapsed, clock) => {
    const match = { status: 'live', period, elapsed_seconds: elapsed };
    expect(displayedMatchClock(match, T0, T0)).toBe(clock);
  });
});

describe('the clock ticks locally between updates: elapsed + whole seconds since the update', () => {
  it.each([
    ['at the update', 754, T0, 754],
    ['0.999 s later', 754, T0 + 999, 754],
    ['1 s later', 754, T0 + S, 755],
    ['a minute and a half later', 754, T0 + 90.5 * S, 844],
    ['now before the update (clock stepped back)', 754, T0 - 5 * S, 754],
    ['negative elapsed counts as 0', -30, T0 + 2 * S, 2],
    ['non-numeric elapsed counts as 0', Number.NaN, T0 + 3 * S, 3],
    ['fractional elapsed is floored', 10.9, T0, 10],
  ])('%s → %i s', (_label, elapsed, now, seconds) => {
    expect(clockAt(elapsed, T0, now)).toBe(seconds);
  });
});

describe('which header clocks tick: live and in one of the four periods of play', () => {
  it.each([
    ['live', '1. połowa', true],
    ['LIVE', '2. połowa', true],
    ['live', '1. połowa dogrywki', true],
    ['live', '2. połowa dogrywki', true],
    ['live', 'przerwa', false],
    ['live', 'rzuty karne', false],
    ['live', 'constructor', false],
    ['live', null, false],
    ['ended', '2. połowa', false],
    ['pending', '1. połowa', false],
    [null, '1. połowa', false],
  ])('%s in %j → %s', (status, period, ticks) => {
    expect(clockTicks({ status, period })).toBe(ticks);
  });
});

describe('the displayed clock over time', () => {
  it.each([
    ['ticks across the first-half threshold', 'live', '1. połowa', 2699, 2 * S, "45' + 0:01"],
    ['ticks across the second-half threshold', 'live', '2. połowa', 5398, 3 * S, "90' + 0:01"],
    [
      'ticks into stoppage of extra time',
      'live',
      '2. połowa dogrywki',
      7200,
      60 * S,
      "120' + 1:00",
    ],
    ['holds during a break', 'live', 'przerwa', 2760, 600 * S, '46:00'],
    ['holds once ended', 'ended', '2. połowa', 5700, 600 * S, "90' + 5:00"],
  ])('%s', (_label, status, period, elapsed, after, clock) => {
    const match = { status, period, elapsed_seconds: elapsed };
    expect(displayedMatchClock(match, T0, T0 + after)).toBe(clock);
  });

  it('a match without period or elapsed time shows 0:00', () => {
    expect(displayedMatchClock({ status: 'live' }, T0, T0 + 10 * S)).toBe('0:00');
  });
});
