import { chromium } from '@playwright/test';
import { userAgents } from 'lighthouse/core/config/constants.js';
import type { LcpProbe } from './lcp-element';

/**
 * The screen of Lighthouse's mobile preset (`screenEmulationMetrics.mobile` in
 * lighthouse/core/config/constants.js, a moto g power), so the same picture is chosen.
 */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * Loads a page as Lighthouse's mobile preset shows it (412 × 823 at 1.75×, its user agent,
 * service worker blocked, fresh context) and returns the server's HTML of that load and what its
 * last largest-contentful-paint entry named. `loads` > 1 loads it again first (the first load
 * renders the page and its pictures into the caches; the last is what is read).
 */
export async function probeLcp(url: string, loads = 2): Promise<{ html: string; probe: LcpProbe }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    let last: { html: string; probe: LcpProbe | null } = { html: '', probe: null };
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({
        viewport: { width: MOBILE.width, height: MOBILE.height },
        deviceScaleFactor: MOBILE.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        userAgent: userAgents.mobile,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const response = await page.goto(url, { waitUntil: 'load' });
      if (!response?.ok()) throw new Error(`${url}: ${String(response?.status())}`);
      const html = (await response.body()).toString('utf8');
      // Settled (a live page may keep a connection open: then 10 s is enough).
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const probe = await page.evaluate(
        () =>
          new Promise<LcpProbe | null>((resolve) => {
            new PerformanceObserver((list) => {
              const entry:
                (PerformanceEntry & { element?: Element | null; url?: string }) | undefined = list
                .getEntries()
                .at(-1);
              const element = entry?.element;
              // A picture whose element was replaced since (an island taking over) keeps its URL.
              if (!entry || (!element && !entry.url)) {
                resolve(null);
                return;
              }
              const attributes: Record<string, string> = {};
              for (const name of element?.getAttributeNames() ?? [])
                attributes[name] = element?.getAttribute(name) ?? '';
              resolve({
                tag: element?.tagName.toLowerCase() ?? 'img',
                url: entry.url ?? '',
                text: element?.textContent ?? '',
                attributes,
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => {
              resolve(null);
            }, 2000);
          }),
      );
      last = { html, probe };
      await context.close();
    }
    if (!last.probe) throw new Error(`${url}: no largest-contentful-paint entry with an element`);
    return { html: last.html, probe: last.probe };
  } finally {
    await browser.close();
  }
}
