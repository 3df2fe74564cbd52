import { describe, expect, it } from 'vitest';
import { clockReference, mergeHeaderMatch, type HeaderMatch } from './live-match';

const start: HeaderMatch = {
  live: {
    status: 'live',
    home_squad_score: 0,
    away_squad_score: 0,
    period: '1. połowa',
    elapsed_seconds: 600,
    clock_updated_at: null,
  },
  updatedAt: 1000,
};

describe('a match change merged into the header clock (001 §4)', () => {
  it.each([
    ['a goal repeating the stored clock', { home_squad_score: 1, elapsed_seconds: 600 }, 1000],
    ['a status change without a clock', { status: 'ended' }, 1000],
    ['a new elapsed time', { elapsed_seconds: 2700 }, 9000],
    ['a new period', { period: '2. połowa', elapsed_seconds: 600 }, 9000],
  ] as const)('%s', (_name, change, updatedAt) => {
    const next = mergeHeaderMatch(start, change, 9000);
    expect(next.updatedAt).toBe(updatedAt);
    expect(next.live).toEqual({ ...start.live, ...change });
  });
});

describe("the clock's reference moment from the API's clock_updated_at", () => {
  it('is the time the API set the clock, when it says', () => {
    const at = '2026-11-25T19:00:00.000Z';
    expect(clockReference({ ...start.live, clock_updated_at: at }, 5)).toBe(Date.parse(at));
    expect(
      mergeHeaderMatch(start, { elapsed_seconds: 700, clock_updated_at: at }, 9000).updatedAt,
    ).toBe(Date.parse(at));
  });

  it('falls back when the API does not say or says nonsense', () => {
    expect(clockReference(start.live, 5)).toBe(5);
    expect(clockReference({ ...start.live, clock_updated_at: 'soon' }, 5)).toBe(5);
  });
});
