import { describe, expect, it } from 'vitest';
import { bestRun, verdict, type PageFigures } from '../../../bench/lib/pair-verdict';

const bare: PageFigures = { performance: 98, lcpMs: 2000, tbtMs: 100, cls: 0, mainThreadMs: 1000 };

const met = (page: Partial<PageFigures>, base: PageFigures = bare) =>
  Object.fromEntries(
    verdict({ ...bare, ...page }, base).checks.map((check) => [check.target, check.met]),
  );

describe('the targets of issue 31 item 2, against the bare page of the same run', () => {
  it('are met exactly at their limits', () => {
    expect(
      met({ performance: 95, lcpMs: 2500, tbtMs: 200, cls: 0.02, mainThreadMs: 1600 }),
    ).toEqual({ performance: true, LCP: true, TBT: true, CLS: true, 'main thread': true });
  });

  it('are missed just past them', () => {
    expect(
      met({ performance: 94, lcpMs: 2520, tbtMs: 201, cls: 0.021, mainThreadMs: 1610 }),
    ).toEqual({ performance: false, LCP: false, TBT: false, CLS: false, 'main thread': false });
  });

  it('report the compared figures: score, LCP ratio, TBT difference, CLS, main-thread ratio', () => {
    const { checks } = verdict(
      { performance: 90, lcpMs: 3000, tbtMs: 403, cls: 0.057, mainThreadMs: 3200 },
      bare,
    );
    expect(checks.map((c) => c.value)).toEqual([90, 1.5, 303, 0.057, 3.2]);
  });

  it('leave the main thread unjudged when it was not measured', () => {
    expect(met({ mainThreadMs: null })['main thread']).toBeNull();
    expect(met({}, { ...bare, mainThreadMs: null })['main thread']).toBeNull();
  });

  it('give no verdict when the bare page scored under 95 (a busy machine)', () => {
    expect(verdict(bare, { ...bare, performance: 94 }).valid).toBe(false);
    expect(verdict(bare, { ...bare, performance: 95 }).valid).toBe(true);
  });
});

describe('best of several Lighthouse runs', () => {
  it('is the run with the highest score, a tie going to the lower LCP', () => {
    const runs = [
      { performance: 90, 'LCP ms': 2000, run: 1 },
      { performance: 93, 'LCP ms': 2600, run: 2 },
      { performance: 93, 'LCP ms': 2400, run: 3 },
    ];
    expect(bestRun(runs).run).toBe(3);
    expect(() => bestRun([])).toThrow();
  });
});
