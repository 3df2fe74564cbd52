import { describe, expect, it } from 'vitest';
import { matchPlan, scoreAfter } from '../../lib/match-plan';

describe('the simulator match plan', () => {
  it('spreads kick-off to the final whistle over the given minutes', () => {
    const plan = matchPlan(3);
    expect(plan[0]).toMatchObject({ minute: 0, atMs: 0, step: { kind: 'kick_off' } });
    expect(plan.at(-1)).toMatchObject({ minute: 90, atMs: 180_000, step: { kind: 'full_time' } });
    const times = plan.map((step) => step.atMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('plays both halves, goals, cards, a substitution, text posts and odds moves', () => {
    const kinds = new Set(matchPlan(3).map(({ step }) => step.kind));
    for (const kind of [
      'kick_off',
      'half_time',
      'second_half',
      'full_time',
      'goal',
      'penalty',
      'card',
      'substitution',
      'text',
      'odds',
    ]) {
      expect(kinds).toContain(kind);
    }
  });

  it('keeps the score goal by goal: 1:0, 1:1, 2:1', () => {
    const plan = matchPlan(3);
    const scores = plan
      .map((step, index) => ({ step, score: scoreAfter(plan, index) }))
      .filter(({ step }) => step.step.kind === 'goal' || step.step.kind === 'penalty')
      .map(({ score }) => `${String(score.home)}:${String(score.away)}`);
    expect(scores).toEqual(['1:0', '1:1', '2:1']);
    expect(scoreAfter(plan, plan.length - 1)).toEqual({ home: 2, away: 1 });
  });

  it('refuses a duration that is not positive', () => {
    expect(() => matchPlan(0)).toThrow(RangeError);
    expect(() => matchPlan(Number.NaN)).toThrow(RangeError);
  });
});
