import { responsiveSrcSet } from '@trybuna/domain';
import { demoArticle } from './lib/demo-content';
import { firstLoadJs } from './lib/first-load-js';
import { load, printTable } from './lib/load';
import { runLighthouse, type LighthouseRow } from './lib/lighthouse';
import { ensureNginx, serveWithNginx } from './lib/nginx';
import { startBareNext } from './lib/servers';
import { startStack } from './lib/stack';

const SECTION_HOMES = ['/', '/pilka-nozna', '/fundacja'];
const LIST = '/aktualnosci/wszystkie';

/** A Lighthouse row with its LCP and TBT next to the baseline's. */
function withRatios(row: LighthouseRow, base: LighthouseRow) {
  return {
    ...row,
    'LCP ×bare': Math.round((row['LCP ms'] / Math.max(1, base['LCP ms'])) * 100) / 100,
    'TBT −bare ms': row['TBT ms'] - base['TBT ms'],
  };
}
const PAGE = '/o-klubie';

/**
 * Issue 4: Lighthouse (mobile preset, Debian chromium) on the section homes, and one cached
 * page from `next start` side by side with nginx serving the same HTML, in the same run.
 */
export async function run(): Promise<void> {
  const stack = await startStack();
  try {
    const { path: article, cover } = await demoArticle(stack.api);
    const lighthousePaths = [...SECTION_HOMES, LIST, article];
    // First requests render and fill the page cache (ISR); what is measured is the cached page.
    for (const path of [...lighthousePaths, PAGE]) {
      await fetch(`${stack.web}${path}`);
      await fetch(`${stack.web}${path}`);
    }
    // Baseline: a bare Next.js page with the article's cover, measured in this run.
    const bare = await startBareNext({ src: cover, srcSet: responsiveSrcSet(cover, 1020, 680) });
    let base: LighthouseRow;
    try {
      await fetch(bare.url);
      base = { ...(await runLighthouse(bare.url)), page: 'bare Next.js + cover (baseline)' };
    } finally {
      await bare.stop();
    }
    const scores = [base];
    for (const path of lighthousePaths) scores.push(await runLighthouse(`${stack.web}${path}`));
    console.log(
      '\nLighthouse, mobile preset (scores 0–100; LCP/TBT in ms; ratios to the baseline)',
    );
    console.table(scores.map((row) => withRatios(row, base)));
    const js = await firstLoadJs(`${stack.web}${article}`);
    console.log(
      `\nFirst-load JS of an article page: ${String(js.scripts)} scripts, ${String(js.gzipKiB)} KiB gzip (${String(js.rawKiB)} KiB raw)`,
    );

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
  } finally {
    await stack.stop();
  }
}
