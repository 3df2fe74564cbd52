import { firstLoadJs } from './lib/first-load-js';
import { load, printTable } from './lib/load';
import { runLighthouse } from './lib/lighthouse';
import { ensureNginx, serveWithNginx } from './lib/nginx';
import { startStack } from './lib/stack';

const SECTION_HOMES = ['/', '/pilka-nozna', '/fundacja'];
const LIST = '/aktualnosci/wszystkie';

interface ArticleDoc {
  data: { attributes: { share_url: string } }[];
}

/** An article page of the demo content (issue 5 measures the list and article templates). */
async function articlePath(api: string): Promise<string> {
  const doc = (await (
    await fetch(`${api}/api/v3/articles?filter[type_eq]=News&filter[kind_eq]=standard&page[size]=1`)
  ).json()) as ArticleDoc;
  const url = doc.data[0]?.attributes.share_url;
  if (!url) throw new Error('no article in the demo content');
  return new URL(url).pathname;
}
const PAGE = '/o-klubie';

/**
 * Issue 4: Lighthouse (mobile preset, Debian chromium) on the section homes, and one cached
 * page from `next start` side by side with nginx serving the same HTML, in the same run.
 */
export async function run(): Promise<void> {
  const stack = await startStack();
  try {
    const article = await articlePath(stack.api);
    const lighthousePaths = [...SECTION_HOMES, LIST, article];
    // First requests render and fill the page cache (ISR); what is measured is the cached page.
    for (const path of [...lighthousePaths, PAGE]) {
      await fetch(`${stack.web}${path}`);
      await fetch(`${stack.web}${path}`);
    }
    const scores = [];
    for (const path of lighthousePaths) scores.push(await runLighthouse(`${stack.web}${path}`));
    console.log('\nLighthouse, mobile preset (scores 0–100; LCP/TBT in ms)');
    console.table(scores);
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
