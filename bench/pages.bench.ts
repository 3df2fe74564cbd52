import { load, printTable } from './lib/load';
import { runLighthouse } from './lib/lighthouse';
import { ensureNginx, serveWithNginx } from './lib/nginx';
import { startStack } from './lib/stack';

const LIGHTHOUSE_PATHS = ['/', '/pilka-nozna', '/fundacja'];
const PAGE = '/o-klubie';

/**
 * Issue 4: Lighthouse (mobile preset, Debian chromium) on the section homes, and one cached
 * page from `next start` side by side with nginx serving the same HTML, in the same run.
 */
export async function run(): Promise<void> {
  const stack = await startStack();
  try {
    // First requests render and fill the page cache (ISR); what is measured is the cached page.
    for (const path of [...LIGHTHOUSE_PATHS, PAGE]) {
      await fetch(`${stack.web}${path}`);
      await fetch(`${stack.web}${path}`);
    }
    const scores = [];
    for (const path of LIGHTHOUSE_PATHS) scores.push(await runLighthouse(`${stack.web}${path}`));
    console.log('\nLighthouse, mobile preset (scores 0–100; LCP/TBT in ms)');
    console.table(scores);

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
