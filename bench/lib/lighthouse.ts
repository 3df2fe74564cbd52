import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One Lighthouse run (its default mobile preset) in Debian's chromium. A run that Lighthouse
 * itself reports as failed (a `runtimeError`, or a category left without a score because an
 * audit errored on this busy machine) is tried once more rather than printed as zeros.
 */
export async function runLighthouse(url: string): Promise<LighthouseRow> {
  return (await runLighthouseWithLcp(url)).row;
}

/** Lighthouse's LCP breakdown (simulated, ms): TTFB, load delay, load time, render delay. */
export type LcpPhases = Record<string, number>;

export interface LighthouseLcp {
  row: LighthouseRow;
  /** The opening tag of the largest-paint element Lighthouse reports. */
  lcpSnippet: string;
  lcpPhases: LcpPhases;
}

/** `runLighthouse`, with the largest-paint element Lighthouse reports and its LCP breakdown. */
export async function runLighthouseWithLcp(url: string): Promise<LighthouseLcp> {
  try {
    return await runOnce(url);
  } catch (error) {
    console.log(`Lighthouse on ${url} failed (${String(error)}); trying once more`);
    return runOnce(url);
  }
}

interface LcpElementDetails {
  items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[];
}

/** The node of the `largest-contentful-paint-element` audit (a list of tables; the first). */
function lcpSnippet(details: unknown): string {
  return (details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
}

/** The same audit's second table: each phase of the (simulated) LCP and its time. */
function lcpPhases(details: unknown): LcpPhases {
  const rows = (details as LcpElementDetails | undefined)?.items?.[1]?.items ?? [];
  return Object.fromEntries(
    rows.flatMap((r) =>
      r.phase && r.timing !== undefined ? [[r.phase, Math.round(r.timing)]] : [],
    ),
  );
}

/** `BENCH_LHR_DIR`: a folder to keep every run's full Lighthouse report (JSON) in, for reading. */
async function keepReport(url: string, lhr: unknown): Promise<void> {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}.json`;
  await writeFile(path.join(dir, name), JSON.stringify(lhr));
}

async function runOnce(url: string): Promise<LighthouseLcp> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure) throw new Error(`${failure.code}: ${failure.message}`);
    // A category without a score means one of its audits errored (a metric it could not read).
    const unscored = Object.values(result.lhr.categories).filter((c) => c.score === null);
    if (unscored.length > 0)
      throw new Error(`no score for ${unscored.map((c) => c.id).join(', ')}`);
    await keepReport(url, result.lhr);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const value = (key: string) => Math.round((audits[key]?.numericValue ?? 0) * 1000) / 1000;
    const row = {
      page: new URL(url).pathname,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(value('largest-contentful-paint')),
      'TBT ms': Math.round(value('total-blocking-time')),
      CLS: value('cumulative-layout-shift'),
    };
    const details = audits['largest-contentful-paint-element']?.details;
    return { row, lcpSnippet: lcpSnippet(details), lcpPhases: lcpPhases(details) };
  } finally {
    chrome.kill();
  }
}
