/** One page's figures: Lighthouse's (best of N) and the unthrottled main thread's median. */
export interface PageFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** null when not measured (`BENCH_THREAD_LOADS=0`). */
  mainThreadMs: number | null;
}

/** Issue 31 item 2's targets, each relative to the bare page measured beside the template. */
export const TARGETS = {
  /** performance ≥ the bare page's minus this */
  performanceBelowBare: 3,
  /** LCP ≤ this × the bare page's */
  lcpRatio: 1.25,
  /** TBT ≤ the bare page's + this (ms) */
  tbtOverBareMs: 100,
  /** CLS ≤ this (absolute) */
  cls: 0.02,
  /** unthrottled main-thread time ≤ this × the bare page's */
  mainThreadRatio: 1.6,
  /** a bare page scoring under this means the machine was busy: no verdict */
  validBareScore: 95,
} as const;

type TargetName = 'performance' | 'LCP' | 'TBT' | 'CLS' | 'main thread';

export interface Check {
  target: TargetName;
  /** The compared figure: the score, a ratio, a difference in ms, or the CLS. */
  value: number;
  /** null: not measured. */
  met: boolean | null;
}

export interface Verdict {
  /** false when the bare page scored under `TARGETS.validBareScore`. */
  valid: boolean;
  checks: Check[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The template's figures against its bare page's, target by target. */
export function verdict(page: PageFigures, bare: PageFigures): Verdict {
  const lcpRatio = round2(page.lcpMs / Math.max(1, bare.lcpMs));
  const tbtOver = page.tbtMs - bare.tbtMs;
  const threadRatio =
    page.mainThreadMs === null || bare.mainThreadMs === null
      ? null
      : round2(page.mainThreadMs / Math.max(1, bare.mainThreadMs));
  return {
    valid: bare.performance >= TARGETS.validBareScore,
    checks: [
      {
        target: 'performance',
        value: page.performance,
        met: page.performance >= bare.performance - TARGETS.performanceBelowBare,
      },
      { target: 'LCP', value: lcpRatio, met: lcpRatio <= TARGETS.lcpRatio },
      { target: 'TBT', value: tbtOver, met: tbtOver <= TARGETS.tbtOverBareMs },
      { target: 'CLS', value: page.cls, met: page.cls <= TARGETS.cls },
      {
        target: 'main thread',
        value: threadRatio ?? Number.NaN,
        met: threadRatio === null ? null : threadRatio <= TARGETS.mainThreadRatio,
      },
    ],
  };
}

/**
 * The best of several Lighthouse runs of one page: the highest performance score, a tie going to
 * the lower LCP. The row is one run's, so its figures belong together.
 */
export function bestRun<T extends { performance: number; 'LCP ms': number }>(runs: T[]): T {
  const [first, ...rest] = runs;
  if (!first) throw new Error('no Lighthouse run to choose from');
  return rest.reduce(
    (best, run) =>
      run.performance > best.performance ||
      (run.performance === best.performance && run['LCP ms'] < best['LCP ms'])
        ? run
        : best,
    first,
  );
}
