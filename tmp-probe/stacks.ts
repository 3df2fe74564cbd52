import { chromium } from '@playwright/test';
const [url, fn] = [process.argv[2]!, process.argv[3]!];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas!;
const t = new Map<number, number>();
profile.samples!.forEach((id, i) => t.set(id, (t.get(id) ?? 0) + (dt[i] ?? 0)));
// total (inclusive) time per node
const incl = new Map<number, number>();
for (const [id, v] of t) { let c: number | undefined = id; while (c !== undefined) { incl.set(c, (incl.get(c) ?? 0) + v); c = parent.get(c); } }
const stacks = new Map<string, number>();
for (const n of profile.nodes) {
  if (n.callFrame.functionName !== fn) continue;
  const frames: string[] = [];
  let c: number | undefined = parent.get(n.id);
  while (c !== undefined && frames.length < 14) { const f = byId.get(c)!.callFrame; frames.push(`${f.functionName || '?'}@${f.url.split('/').pop()}:${f.columnNumber}`); c = parent.get(c); }
  const k = frames.join(' < ');
  stacks.set(k, (stacks.get(k) ?? 0) + (incl.get(n.id) ?? 0));
}
for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(Math.round(v / 1000), 'ms', k, '\n');
await browser.close();
