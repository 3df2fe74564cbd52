import { chromium } from '@playwright/test';
const url = process.argv[2]!;
const runs = Number(process.argv[3] ?? 5);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const totals: number[] = []; const tbts: number[] = []; const loads: number[] = [];
for (let r = 0; r < runs; r++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  loads.push(Date.now() - t0);
  await page.waitForTimeout(3000);
  const buf = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buf.toString()) as { traceEvents: any[] };
  const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const cnt = (m: any) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').length;
  const main = mains.sort((a, b) => cnt(b) - cnt(a))[0];
  const tasks = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.dur);
  totals.push(tasks.reduce((s, e) => s + e.dur, 0) / 1000);
  tbts.push(tasks.reduce((s, e) => s + Math.max(0, e.dur / 1000 * 4 - 50), 0));
  await ctx.close();
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
console.log(url, 'main-thread ms median', Math.round(med(totals)), 'all', totals.map(Math.round).join(','), '| sim4xTBT median', Math.round(med(tbts)), '| load ms median', med(loads));
await browser.close();
