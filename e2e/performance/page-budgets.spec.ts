import { writeFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { TEMPLATES, templatePaths, type Template } from '../support/templates';

/**
 * Issue 31 item 1: each template's weight on a phone, first load, service worker blocked.
 * Bytes and counts only (no timing), so the budgets hold on any machine. The figures are
 * printed as a table, so a regression shows its size.
 */

type Figure = 'scriptKiB' | 'documentKB' | 'htmlKB' | 'payloadKB' | 'elements' | 'stylesheets';

/** The budgets (the match centre may ship 200 KiB of script). */
const GOAL: Record<Figure, number> = {
  scriptKiB: 160,
  documentKB: 35,
  htmlKB: 220,
  payloadKB: 80,
  elements: 1400,
  // Render-blocking stylesheets (besides them, only the document may block rendering): one,
  // shared by every page (graph CSS chunking, globals as a CSS Module; docs/web.md).
  stylesheets: 1,
};
const MATCH_CENTRE_SCRIPT_GOAL_KIB = 200;

/**
 * Ratchets: where a template does not meet its goal yet (GOAL above), the figure as last
 * measured, rounded up a little. Lower an entry whenever a change lowers the figure, and delete
 * it once the goal is met: the test then asserts the goal (and fails on a stale ratchet).
 */
const RATCHET: Partial<Record<Template, Partial<Record<Figure, number>>>> = {
  // 2026-11-28, after the stylesheet left the HTML and the layout sent client messages only;
  // scriptKiB after the islands a page may not show loaded on demand (docs/web.md); HTML,
  // payload and elements after the icon sprite and props without undefined (docs/web.md);
  // article and gallery scriptKiB after the api-client's browser entry (no zod in the first
  // load, comments read near the screen); every scriptKiB after the carousels became native
  // scroll-snap scrollers without Embla (home 181.7, football 177.1, article 176.7, team 165.3
  // KiB measured); the match centre (186.2) meets its 200 KiB goal. payloadKB, football's
  // HTML and elements after each island got its own messages and the group module its excerpt
  // (docs/web.md; article, match centre and profile under the 80 kB goal). Football routes'
  // scriptKiB after the page metadata stopped importing the news list's view (team 160.7 KiB).
  // payloadKB, HTML and document after the footer's links became the menu island's objects
  // (docs/web.md; news list, gallery, timetable, tables and statistics under the 80 kB goal);
  // again after the footer's social icons came from a file (team under the goal).
  // scriptKiB of the home and [...path] templates after their islands loaded where shown and
  // the quiz and survey near the screen (docs/web.md; home 170.3, business EN 163.8 KiB; at
  // 21:15 with the layout's later growth, team 161.1: article 170.1, business EN 165.2).
  home: { scriptKiB: 172, documentKB: 41, htmlKB: 241, payloadKB: 140 },
  football: { scriptKiB: 174, documentKB: 42, htmlKB: 259, payloadKB: 152, elements: 1650 },
  'news list': { scriptKiB: 167 },
  article: { scriptKiB: 171 },
  'gallery article': { scriptKiB: 173 },
  team: { scriptKiB: 162 },
  // profile scriptKiB after the chrome loaded what few visits use on demand (163.0 KiB).
  profile: { scriptKiB: 164 },
  timetable: { scriptKiB: 162 },
  tables: { scriptKiB: 162 },
  statistics: { scriptKiB: 168 },
  fans: { scriptKiB: 168 },
  foundation: { scriptKiB: 167 },
  form: { scriptKiB: 170 },
  'business EN': { scriptKiB: 166 },
};

function goal(template: Template, figure: Figure): number {
  return figure === 'scriptKiB' && template === 'match centre'
    ? MATCH_CENTRE_SCRIPT_GOAL_KIB
    : GOAL[figure];
}

function ratchet(template: Template, figure: Figure): number | undefined {
  return RATCHET[template]?.[figure];
}

function budget(template: Template, figure: Figure): number {
  return ratchet(template, figure) ?? goal(template, figure);
}

interface Measured {
  template: Template;
  path: string;
  scriptKiB: number;
  scripts: number;
  documentKB: number;
  htmlKB: number;
  payloadKB: number;
  cssKB: number;
  elements: number;
  /** Layout shift score up to the network's idle (no input). */
  cls: number;
  /** Render-blocking requests other than the document and stylesheets. */
  blocking: string[];
  stylesheets: number;
  lcp: string;
  lcpProblem: string | null;
  encoding: string;
}

const KB = 1000;
const KIB = 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The `<img>` tags of the server's HTML (outside scripts), attributes HTML-decoded. */
function htmlImages(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map((tag) => {
    const attributes: Record<string, string> = {};
    for (const m of (tag[1] ?? '').matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
      attributes[(m[1] ?? '').toLowerCase()] = (m[2] ?? '').replace(/&amp;/g, '&');
    }
    return attributes;
  });
}

/**
 * Loads one template once in a fresh context (an empty cache: a first visit) at 390 px with the
 * service worker blocked, and reads its figures.
 */
async function measure(
  browser: Browser,
  web: string,
  template: Template,
  path: string,
): Promise<Measured> {
  const context = await browser.newContext({
    baseURL: web,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const blocking: string[] = [];
  let stylesheets = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    const behaviour = event.renderBlockingBehavior;
    if (behaviour !== 'Blocking' && behaviour !== 'InBodyParserBlocking') return;
    if (event.type === 'Document') return;
    if (event.type === 'Stylesheet') stylesheets += 1;
    else blocking.push(`${event.type ?? '?'} ${new URL(event.request.url).pathname}`);
  });
  const scriptResponses: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const size = response
      .request()
      .sizes()
      .then((s) => s.responseBodySize);
    scriptResponses.push(size);
    // PAGE_BUDGETS_VERBOSE=1 lists each script (what a chunk is: search the build for its name).
    if (process.env.PAGE_BUDGETS_VERBOSE)
      void size.then((bytes) => {
        console.log(`  ${template}: ${new URL(response.url()).pathname} ${String(bytes)} B`);
      });
  });

  const response = await page.goto(path, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${path}: ${String(response?.status())}`);
  // Scripts the page asks for on its own after `load` (no interaction) are first load too.
  await page.waitForLoadState('networkidle');
  const body = await response.body();
  const html = body.toString('utf8');
  // PAGE_BUDGETS_HTML_DIR=<folder> keeps each template's HTML there, to see what weighs.
  const keep = process.env.PAGE_BUDGETS_HTML_DIR;
  if (keep) await writeFile(`${keep}/${template.replace(/ /g, '-')}.html`, body);
  const documentBytes = (await response.request().sizes()).responseBodySize;
  const encoding = (await response.allHeaders())['content-encoding'] ?? 'none';
  const scriptBytes = (await Promise.all(scriptResponses)).reduce((a, b) => a + b, 0);

  const inlineScripts = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
  const payloadBytes = inlineScripts
    .filter((s) => s.startsWith('self.__next_f'))
    .reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  const cssBytes = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[1] ?? ''),
    0,
  );

  const { elements, lcp, shifts } = await page.evaluate(async () => {
    // A largest-contentful-paint entry names its element.
    const entry = await new Promise<{ element?: Element | null } | undefined>((resolve) => {
      new PerformanceObserver((list) => {
        resolve(list.getEntries().at(-1) as { element?: Element | null } | undefined);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // A page without a contentful paint yet has no entry: answer after the buffered ones.
      setTimeout(() => {
        resolve(undefined);
      }, 500);
    });
    const element = entry?.element;
    const image =
      element instanceof HTMLImageElement
        ? {
            src: element.getAttribute('src') ?? '',
            fetchpriority: element.getAttribute('fetchpriority'),
            loading: element.getAttribute('loading'),
          }
        : null;
    // Layout shifts so far (no input happened), printed beside the bytes.
    const shifts = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        resolve(
          list
            .getEntries()
            .map((e) => e as PerformanceEntry & { value: number; hadRecentInput: boolean })
            .filter((e) => !e.hadRecentInput)
            .reduce((sum, e) => sum + e.value, 0),
        );
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => {
        resolve(0);
      }, 500);
    });
    return {
      shifts,
      elements: document.getElementsByTagName('*').length,
      lcp: { tag: element?.tagName.toLowerCase() ?? 'none', image },
    };
  });

  let lcpProblem: string | null = null;
  if (lcp.image) {
    const inHtml = htmlImages(html).find((img) => img.src === lcp.image?.src);
    if (!inHtml) lcpProblem = `LCP image not in the HTML: ${lcp.image.src}`;
    else if (inHtml.fetchpriority !== 'high') lcpProblem = 'LCP image without fetchpriority=high';
    else if (inHtml.loading === 'lazy') lcpProblem = 'LCP image is lazy';
  }
  await context.close();
  return {
    template,
    path,
    scriptKiB: round1(scriptBytes / KIB),
    scripts: scriptResponses.length,
    documentKB: round1(documentBytes / KB),
    htmlKB: round1(body.length / KB),
    payloadKB: round1(payloadBytes / KB),
    cssKB: round1(cssBytes / KB),
    elements,
    cls: Math.round(shifts * 1000) / 1000,
    blocking,
    stylesheets,
    lcp: lcp.image ? 'img' : lcp.tag,
    lcpProblem,
    encoding,
  };
}

function table(rows: Measured[]): string {
  const head = [
    'template',
    'script KiB (files)',
    'doc kB',
    'HTML kB',
    'payload kB',
    'inline CSS kB',
    'elements',
    'CLS',
    'blocking',
    'LCP',
  ];
  const lines = rows.map((r) => [
    r.template,
    `${String(r.scriptKiB)} (${String(r.scripts)})`,
    String(r.documentKB),
    String(r.htmlKB),
    String(r.payloadKB),
    String(r.cssKB),
    String(r.elements),
    String(r.cls),
    `${String(r.blocking.length)}+${String(r.stylesheets)} css`,
    r.lcpProblem ? `${r.lcp}: ${r.lcpProblem}` : r.lcp,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  return [format(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.map(format)].join(
    '\n',
  );
}

test('issue 31 page budgets: script, document, HTML, payload, elements, render-blocking, LCP image', async ({
  browser,
  request,
  stack,
}) => {
  test.setTimeout(240_000);
  const paths = await templatePaths(request, stack);
  const rows: Measured[] = [];
  for (const template of TEMPLATES) {
    rows.push(await measure(browser, stack.web, template, paths[template]));
  }
  console.log(`\nPage budgets (390 px, first load, service worker blocked):\n${table(rows)}\n`);

  for (const row of rows) {
    const where = `${row.template} (${row.path})`;
    expect.soft(row.encoding, `${where}: the document is compressed`).toBe('gzip');
    for (const figure of Object.keys(GOAL) as Figure[]) {
      const current = ratchet(row.template, figure);
      if (current !== undefined) {
        expect
          .soft(current, `${where}: the ${figure} ratchet is at or under the goal; delete it`)
          .toBeGreaterThan(goal(row.template, figure));
      }
      expect
        .soft(row[figure], `${where}: ${figure}`)
        .toBeLessThanOrEqual(budget(row.template, figure));
    }
    expect.soft(row.blocking, `${where}: render-blocking requests`).toEqual([]);
    expect.soft(row.lcpProblem, `${where}: LCP image`).toBeNull();
  }
});
