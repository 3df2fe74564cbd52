import { responsiveSrcSet } from '@trybuna/domain';
import { demoArticle } from './lib/demo-content';
import { runLighthouse, type LighthouseRow } from './lib/lighthouse';
import { measureMainThread, type MainThreadRow } from './lib/main-thread';
import { startBareNext } from './lib/servers';
import { startStack } from './lib/stack';

/** Issue 15: the football templates (the counter, belt and schedule live on the first two). */
const FIXED_PATHS = [
  '/',
  '/pilka-nozna',
  '/pilka-nozna/druzyna',
  '/pilka-nozna/terminarz/nadchodzace-mecze',
];

/** A profile linked from the first team's page (its slug and id come from the demo data). */
async function demoProfile(web: string): Promise<string> {
  const html = await (await fetch(`${web}/pilka-nozna/druzyna`)).text();
  const path = /href="(\/pilka-nozna\/druzyna\/zawodnik\/[^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error('no profile link on /pilka-nozna/druzyna');
  return path;
}

function withRatios(row: LighthouseRow, base: LighthouseRow) {
  return {
    ...row,
    'LCP ×bare': Math.round((row['LCP ms'] / Math.max(1, base['LCP ms'])) * 100) / 100,
    'TBT −bare ms': row['TBT ms'] - base['TBT ms'],
  };
}

/**
 * Lighthouse (mobile preset, Debian's chromium) on the home, football, team, profile and
 * timetable pages: the four scores and LCP/TBT/CLS each, next to a bare Next.js page measured
 * in the same run; then each page's main-thread time from Chromium's trace against the same
 * baseline (`lib/main-thread.ts`), steadier here than Lighthouse's simulated TBT.
 */
export async function run(): Promise<void> {
  const stack = await startStack();
  try {
    const paths = [...FIXED_PATHS, await demoProfile(stack.web)];
    // First requests render and fill the page cache (ISR); what is measured is the cached page.
    for (const path of paths) {
      await fetch(`${stack.web}${path}`);
      await fetch(`${stack.web}${path}`);
    }
    // Baseline: a bare Next.js page with a demo cover picture, measured in this run.
    const { cover } = await demoArticle(stack.api);
    const bare = await startBareNext({ src: cover, srcSet: responsiveSrcSet(cover, 1020, 680) });
    const baseName = 'bare Next.js + cover (baseline)';
    let base: LighthouseRow;
    let threadBase: MainThreadRow;
    try {
      await fetch(bare.url);
      base = { ...(await runLighthouse(bare.url)), page: baseName };
      threadBase = await measureMainThread(bare.url, baseName);
    } finally {
      await bare.stop();
    }
    const rows = [base];
    for (const path of paths) rows.push(await runLighthouse(`${stack.web}${path}`));
    console.log(
      '\nLighthouse, mobile preset (scores 0–100; LCP/TBT in ms; ratios to the baseline)',
    );
    console.table(rows.map((row) => withRatios(row, base)));
    const threads = [threadBase];
    for (const path of paths) threads.push(await measureMainThread(`${stack.web}${path}`, path));
    console.log(
      '\nMain thread per load, unthrottled, fresh context, median of 7 (navigation to 3 s after load)',
    );
    console.table(
      threads.map((row) => ({
        ...row,
        '×bare':
          Math.round((row['main thread ms'] / Math.max(1, threadBase['main thread ms'])) * 10) / 10,
      })),
    );
  } finally {
    await stack.stop();
  }
}
