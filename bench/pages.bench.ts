import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { responsiveSrcSet } from '@trybuna/domain';
import { TEMPLATES, templatePaths } from '../e2e/support/templates';
import { demoArticle } from './lib/demo-content';
import { firstLoadJs } from './lib/first-load-js';
import type { LcpElement } from './lib/lcp-element';
import { load, printTable } from './lib/load';
import { ensureNginx, serveWithNginx } from './lib/nginx';
import { LEGEND, pairSummary, pairTable, type PairResult } from './lib/pair-table';
import { pagesOptions } from './lib/pages-options';
import { startBareNext } from './lib/servers';
import { startStack, type RunningStack } from './lib/stack';
import { measurePair } from './lib/template-pair';

/** The cached page `next start` serves beside nginx serving the same HTML. */
const PAGE = '/o-klubie';

/**
 * Issue 31 item 2: every template of item 1 (e2e/support/templates.ts) in Lighthouse's mobile
 * preset, each beside a bare Next.js page showing the same largest-paint element, in the same
 * run, interleaved, best of `BENCH_RUNS`; each pair's unthrottled main thread too. Then one
 * cached page from `next start` beside nginx serving the same HTML. Figures only: the targets are
 * marked met or missed, nothing fails on a timing.
 */
export async function run(): Promise<void> {
  const options = pagesOptions(process.env, TEMPLATES);
  const stack = await startStack();
  const specDir = await mkdtemp(path.join(tmpdir(), 'trybuna-bench-lcp-'));
  try {
    const api = await request.newContext();
    const paths = await templatePaths(api, stack).finally(() => api.dispose());
    const specFile = path.join(specDir, 'lcp.json');
    const specs: Record<string, LcpElement> = {};
    await writeFile(specFile, '{}');
    const { path: article, cover } = await demoArticle(stack.api);
    const bare = await startBareNext(
      { src: cover, srcSet: responsiveSrcSet(cover, 1020, 680) },
      specFile,
    );
    const results: PairResult[] = [];
    try {
      console.log(
        `\n${String(options.templates.length)} template(s), Lighthouse mobile preset best of ${String(options.runs)}, main thread median of ${String(options.threadLoads)} (BENCH_TEMPLATES, BENCH_RUNS, BENCH_THREAD_LOADS)`,
      );
      for (const template of options.templates) {
        const url = new URL(paths[template], stack.web).href;
        const key = template.replace(/\s+/g, '-');
        try {
          results.push(
            await measurePair({
              template,
              url,
              bareUrl: `${bare.url}/?lcp=${encodeURIComponent(key)}`,
              runs: options.runs,
              threadLoads: options.threadLoads,
              show: async (element) => {
                specs[key] = element;
                await writeFile(specFile, JSON.stringify(specs));
              },
            }),
          );
        } catch (error) {
          console.log(`${template}: not measured (${String(error)})`);
          results.push({ template, path: paths[template], error: String(error) });
        }
      }
    } finally {
      await bare.stop();
    }
    console.log(
      '\nEach template beside a bare Next.js page showing its largest-paint element (Lighthouse mobile, best of runs; main thread unthrottled, median)\n',
    );
    console.log(pairTable(results));
    console.log(`\n${LEGEND}\n\n${pairSummary(results)}`);

    await cachedPageBaseline(stack, article);
  } finally {
    await stack.stop();
    await rm(specDir, { recursive: true, force: true });
  }
}

/** First-load JS of an article, and `next start` serving a cached page beside nginx. */
async function cachedPageBaseline(stack: RunningStack, article: string): Promise<void> {
  const js = await firstLoadJs(`${stack.web}${article}`);
  console.log(
    `\nFirst-load JS of an article page: ${String(js.scripts)} scripts, ${String(js.gzipKiB)} KiB gzip (${String(js.rawKiB)} KiB raw)`,
  );
  // First requests render and fill the page cache (ISR); what is measured is the cached page.
  await fetch(`${stack.web}${PAGE}`);
  const html = await (await fetch(`${stack.web}${PAGE}`)).text();
  if (!ensureNginx()) {
    console.log('nginx is not installed (apt-get install nginx-light): page baseline skipped');
    return;
  }
  const nginx = await serveWithNginx(html);
  try {
    printTable(
      `GET ${PAGE} (${String(Buffer.byteLength(html))} B): next start vs nginx (50 connections, 10 s each)`,
      [
        await load('nginx, the same HTML as a file', nginx.url),
        await load('next start, cached page (ISR)', `${stack.web}${PAGE}`),
      ],
    );
  } finally {
    await nginx.stop();
  }
}
