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

/** One Lighthouse run (its default mobile preset) in Debian's chromium. */
export async function runLighthouse(url: string): Promise<LighthouseRow> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const value = (key: string) => Math.round((audits[key]?.numericValue ?? 0) * 1000) / 1000;
    return {
      page: new URL(url).pathname,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(value('largest-contentful-paint')),
      'TBT ms': Math.round(value('total-blocking-time')),
      CLS: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}
