import type { APIRequestContext, Page } from '@playwright/test';
import { club } from '@trybuna/config';
import { expect, test } from '../support/fixtures';
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
