import { chromium } from '@playwright/test';
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString()) as { traceEvents: any[] };
const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const ev = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 50_000).sort((a, b) => a.ts - b.ts);
const t0 = traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts;
for (const t of tasks) {
  const inside = ev.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const by = new Map<string, number>();
  // direct-ish children: sum durations of selected names (may nest)
  for (const e of inside) if (['ParseHTML','Layout','UpdateLayoutTree','EvaluateScript','FunctionCall','v8.compile','Paint','PrePaint','Commit','RunMicrotasks','TimerFire','EventDispatch','v8.evaluateModule','MajorGC','MinorGC','HitTest','IntersectionObserverController::computeIntersections','ScheduleStyleRecalculation','Layerize'].includes(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + e.dur);
  console.log(`task @${Math.round((t.ts - t0) / 1000)} ${Math.round(t.dur / 1000)} ms:`, [...by].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(', '));
}
await browser.close();
