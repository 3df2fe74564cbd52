import type { APIRequestContext, Page } from '@playwright/test';
import { club } from '@trybuna/config';
import { expect, test } from '../support/fixtures';
import { TEMPLATES, templatePaths } from '../support/templates';
import { SECTION_HOMES, variantOrigin } from '../support/variants';

async function articlePath(request: APIRequestContext, api: string): Promise<string> {
  const response = await request.get(
    `${api}/api/v3/articles?filter[type_eq]=News&filter[signed_in_only_eq]=false&page[size]=1`,
  );
  const doc = (await response.json()) as { data: { attributes: { share_url: string } }[] };
  const shareUrl = doc.data[0]?.attributes.share_url;
  if (!shareUrl) throw new Error('no public article in the demo content');
  return new URL(shareUrl).pathname;
}

/** Whether the page scrolls sideways: the document is wider than the viewport. */
async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

test.describe('Phones: no page wider than the viewport', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("section homes of every variant, a news list, an article, a team, a timetable, the league tables and the fans' forms at 360 px", async ({
    page,
    request,
    stack,
  }) => {
    test.setTimeout(120_000);
    const pages = [
      ...SECTION_HOMES.map((home) => `${variantOrigin(stack.web, home.variant)}${home.path}`),
      `${stack.web}/aktualnosci/wszystkie`,
      `${stack.web}${await articlePath(request, stack.api)}`,
      `${stack.web}/pilka-nozna/druzyna`,
      `${stack.web}/pilka-nozna/terminarz/nadchodzace-mecze`,
      `${stack.web}/pilka-nozna/terminarz/tabele-wynikow`,
      `${variantOrigin(stack.web, 'academy')}/terminarze-wyniki`,
      // Fans' forms, donations, the derby survey and the ended quiz (issue 17).
      `${stack.web}/wolontariat`,
      `${stack.web}/kontakt`,
      `${stack.web}/wspieraj-fundacje-${club.club}`,
      `${stack.web}/dla-kibica`,
    ];
    for (const url of pages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const { scrollWidth, clientWidth } = await sidewaysOverflow(page);
      expect(scrollWidth, `${url} is ${String(scrollWidth)} px wide`).toBeLessThanOrEqual(
        clientWidth,
      );
    }
  });

  test('league tables scroll inside their own labelled region, never the page', async ({
    page,
  }) => {
    await page.goto('/pilka-nozna/terminarz/tabele-wynikow');
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    const caption = (await table.locator('caption').textContent()) ?? '';
    const region = page.getByRole('region', { name: caption.trim() });
    await expect(region).toBeVisible();
    expect(await region.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    await expect(region).toHaveAttribute('tabindex', '0');
  });
});

/**
 * Records where each largest-paint candidate was when it was reported (an element the page
 * replaces afterwards is not in the document any more when the test looks).
 */
function recordLargestPaint() {
  const seen: { startTime: number; tag: string; top: number }[] = [];
  (window as unknown as { largestPaints: typeof seen }).largestPaints = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      if (!entry.element) continue;
      seen.push({
        startTime: entry.startTime,
        tag: entry.element.tagName.toLowerCase(),
        top: Math.round(entry.element.getBoundingClientRect().top + window.scrollY),
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Where the first screen's parts are, at the top of the page. */
async function firstScreen(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    // The last largest-paint entry (buffered: the observer is told of the entries made so far).
    const last = await new Promise<(PerformanceEntry & { url?: string }) | undefined>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries().at(-1));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const seen = (
      window as unknown as { largestPaints: { startTime: number; tag: string; top: number }[] }
    ).largestPaints;
    const top = (element: Element | null | undefined) =>
      element ? Math.round(element.getBoundingClientRect().top) : null;
    // A picture replaced before it was reported (the news list's island takes over its first
    // card at once): where the same picture is now.
    const url = last?.url;
    const again = url
      ? [...document.images].find((image) => image.currentSrc === url || image.src === url)
      : undefined;
    const lcp =
      seen.find((entry) => entry.startTime === last?.startTime) ??
      (again ? { tag: 'img', top: (top(again) ?? 0) + Math.round(window.scrollY) } : null);
    return {
      scrollY: window.scrollY,
      heading: top(document.querySelector('h1')),
      lcp: lcp ? `${lcp.tag} at ${String(lcp.top)} px` : 'none',
      lcpTop: lcp?.top ?? null,
      cookieNotice: top(document.querySelector('[data-cookie-banner]')),
    };
  });
}

/*
 * Issue 31 item 5: a phone's first screen shows the page, not the chrome. A first-time visitor
 * (the cookie notice shown) at 390 × 844: every template's main heading starts within 250 px
 * of the top and its largest paint is on the first screen; no page scrolls sideways at 390 or
 * 320 px. One load per template; the figures are printed, so a regression shows its size.
 */
test.describe('Phones: the first screen shows the page', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every template: the heading within 250 px of the top at 390 × 844, the largest paint on the first screen, no sideways scroll at 390 or 320 px', async ({
    page,
    request,
    stack,
  }) => {
    test.setTimeout(180_000);
    const paths = await templatePaths(request, stack);
    await page.addInitScript(recordLargestPaint);
    for (const template of TEMPLATES) {
      const path = paths[template];
      const url = path.startsWith('http') ? path : `${stack.web}${path}`;
      await page.setViewportSize({ width: 390, height: 844 });
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('[data-cookie-banner]'), template).toBeVisible();
      const screen = await firstScreen(page);
      console.log(
        `390 × 844 ${template.padEnd(16)} h1 at ${String(screen.heading).padStart(4)} px, largest paint: ${screen.lcp}, cookie notice from ${String(screen.cookieNotice)} px`,
      );
      expect(screen.scrollY, template).toBe(0);
      expect(screen.heading, `${template}: h1`).not.toBeNull();
      expect(screen.heading ?? Infinity, `${template}: where h1 starts`).toBeLessThanOrEqual(250);
      expect(screen.lcpTop, `${template}: the largest paint`).not.toBeNull();
      expect(screen.lcpTop ?? Infinity, `${template}: the largest paint`).toBeLessThan(844);
      for (const width of [390, 320]) {
        if (width !== 390) await page.setViewportSize({ width, height: 740 });
        const { scrollWidth, clientWidth } = await sidewaysOverflow(page);
        expect(scrollWidth, `${template} at ${String(width)} px`).toBeLessThanOrEqual(clientWidth);
      }
    }
  });
});

for (const width of [320, 360, 390, 414]) {
  test(`the header keeps the logo, search, sign-in and menu on screen at ${String(width)} px`, async ({
    page,
    stack,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    // The business site has the most in its header: the language switch as well.
    for (const origin of [stack.web, variantOrigin(stack.web, 'business')]) {
      await page.goto(`${origin}/`);
      const header = page.getByRole('banner');
      const logo = header.getByRole('link', { name: new RegExp(club.displayName) }).first();
      const controls = [
        header.getByRole('button', { name: 'Szukaj' }),
        header.getByRole('button', { name: 'Zaloguj' }),
        header.getByRole('button', { name: 'Menu' }),
      ];
      await expect(logo).toBeInViewport({ ratio: 1 });
      for (const control of controls) {
        await expect(control).toBeVisible();
        const box = await control.boundingBox();
        expect(box).not.toBeNull();
        if (!box) continue;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // Touch targets of at least 44 × 44 px (WCAG 2.5.5).
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const { scrollWidth, clientWidth } = await sidewaysOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // The collapsed labels are still there for the menu: it opens from its icon.
      await header.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
}
