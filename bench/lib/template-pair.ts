import { describeLcp, lcpElementFromHtml, type LcpElement } from './lcp-element';
import { probeLcp } from './lcp-probe';
import { runLighthouseWithLcp, type LcpPhases, type LighthouseRow } from './lighthouse';
import { measureMainThreadPair } from './main-thread-pair';
import type { PairResult } from './pair-table';
import { bestRun, type PageFigures } from './pair-verdict';

export interface PairPlan {
  template: string;
  /** The template's page. */
  url: string;
  /** The bare page that shows the element `show` is given. */
  bareUrl: string;
  runs: number;
  threadLoads: number;
  /** Makes the bare page show this element (before its first load). */
  show: (element: LcpElement) => Promise<void>;
}

const figures = (row: LighthouseRow, mainThreadMs: number | null): PageFigures => ({
  performance: row.performance,
  lcpMs: row['LCP ms'],
  tbtMs: row['TBT ms'],
  cls: row.CLS,
  mainThreadMs,
});

const brief = (row: LighthouseRow) =>
  `perf ${String(row.performance)}, LCP ${String(row['LCP ms'])} ms, TBT ${String(row['TBT ms'])} ms, CLS ${String(row.CLS)}`;

/** Lighthouse's LCP breakdown as `TTFB 600 · Load Delay 0 · …` (ms). */
const phases = (p: LcpPhases) =>
  Object.entries(p)
    .map(([phase, ms]) => `${phase} ${String(ms)}`)
    .join(' · ');

/** The tag of an opening-tag snippet (`<img src=…>` → img). */
const snippetTag = (snippet: string) => /^<([a-z][a-z0-9-]*)/i.exec(snippet)?.[1]?.toLowerCase();

/**
 * One template beside a bare page showing its largest-paint element: the element read from the
 * template's HTML of this run, then Lighthouse on both, interleaved (template, bare, template,
 * bare…), best of `runs` each, then both main threads, interleaved too.
 */
export async function measurePair(plan: PairPlan): Promise<PairResult> {
  const { template, url, bareUrl } = plan;
  const path = new URL(url).pathname;
  const { html, probe } = await probeLcp(url);
  const element = lcpElementFromHtml(html, probe, url);
  const lcp = describeLcp(element);
  console.log(`${template} (${url}): largest paint ${lcp}`);
  await plan.show(element);
  await fetch(bareUrl);

  const pageRuns: LighthouseRow[] = [];
  const bareRuns: LighthouseRow[] = [];
  for (let run = 1; run <= plan.runs; run++) {
    const page = await runLighthouseWithLcp(url);
    const tag = snippetTag(page.lcpSnippet);
    const shown = element.kind === 'image' ? ['img', 'picture'] : [element.tag];
    if (run === 1 || (tag && !shown.includes(tag)))
      console.log(
        `  Lighthouse's largest paint, run ${String(run)}: ${page.lcpSnippet || '(not reported)'}${tag && !shown.includes(tag) ? ' (not the element the bare page shows)' : ''}`,
      );
    const bare = await runLighthouseWithLcp(bareUrl);
    pageRuns.push(page.row);
    bareRuns.push(bare.row);
    console.log(
      `  run ${String(run)}/${String(plan.runs)}: ${template} ${brief(page.row)} | bare ${brief(bare.row)}`,
    );
    console.log(
      `    LCP breakdown (ms): ${template} ${phases(page.lcpPhases)} | bare ${phases(bare.lcpPhases)}`,
    );
  }

  let threads: { page: number; bare: number } | null = null;
  if (plan.threadLoads > 0) {
    const measured = await measureMainThreadPair(url, bareUrl, plan.threadLoads);
    threads = { page: measured.page['main thread ms'], bare: measured.bare['main thread ms'] };
    console.log(
      `  main thread (median of ${String(plan.threadLoads)}): ${template} ${String(threads.page)} ms | bare ${String(threads.bare)} ms`,
    );
  }
  return {
    template,
    path,
    lcp,
    page: figures(bestRun(pageRuns), threads?.page ?? null),
    bare: figures(bestRun(bareRuns), threads?.bare ?? null),
  };
}
