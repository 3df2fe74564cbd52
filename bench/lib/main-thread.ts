import { chromium, type Browser } from '@playwright/test';

/** What the renderer's main thread did for one page, median of several fresh loads. */
export interface MainThreadRow {
  page: string;
  /** Time in main-thread tasks from navigation to `SETTLE_MS` after `load`. */
  'main thread ms': number;
  /** The same tasks as Lighthouse's TBT counts them at 4× CPU (excess over 50 ms, × 4). */
  'TBT-like ms': number;
  'load ms': number;
}

/** Long enough for the time-sliced hydration and the mount effects after `load`. */
const SETTLE_MS = 3000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The renderer main thread with the most tasks (the page's, not an extension's). */
function pageTasks(events: TraceEvent[]): TraceEvent[] {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (main: TraceEvent) =>
    events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.dur);
  return mains.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
}

/** Debian's chromium as Playwright drives it, for `traceLoad`. */
export function launchTracingBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

/** One load's figures: main-thread ms, TBT-like ms, ms to `load`. */
export interface LoadTrace {
  busy: number;
  tbt: number;
  load: number;
}

/** One load of `url` in a fresh context, traced from navigation to `SETTLE_MS` after `load`. */
export async function traceLoad(browser: Browser, url: string): Promise<LoadTrace> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const tab = await context.newPage();
    await browser.startTracing(tab, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    });
    const start = Date.now();
    await tab.goto(url, { waitUntil: 'load' });
    const load = Date.now() - start;
    await tab.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const tasks = pageTasks(trace.traceEvents).map((e) => (e.dur ?? 0) / 1000);
    return {
      busy: tasks.reduce((sum, ms) => sum + ms, 0),
      tbt: tasks.reduce((sum, ms) => sum + Math.max(0, ms * 4 - 50), 0),
      load,
    };
  } finally {
    await context.close();
  }
}

/** The medians of several loads' traces. */
export function mainThreadRow(page: string, traces: LoadTrace[]): MainThreadRow {
  return {
    page,
    'main thread ms': Math.round(median(traces.map((t) => t.busy))),
    'TBT-like ms': Math.round(median(traces.map((t) => t.tbt))),
    'load ms': Math.round(median(traces.map((t) => t.load))),
  };
}

/**
 * Main-thread time of `url`, unthrottled, each load in a fresh browser context as the e2e tests
 * load pages (no cache, no compiled code kept). Steadier on this shared machine than
 * Lighthouse's simulated TBT, and compared with a baseline page measured in the same run.
 */
export async function measureMainThread(
  url: string,
  page: string,
  loads = 7,
): Promise<MainThreadRow> {
  const browser = await launchTracingBrowser();
  const traces: LoadTrace[] = [];
  try {
    for (let i = 0; i < loads; i++) traces.push(await traceLoad(browser, url));
  } finally {
    await browser.close();
  }
  return mainThreadRow(page, traces);
}
