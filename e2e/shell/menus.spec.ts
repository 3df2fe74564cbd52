import { expect, test } from '../support/fixtures';
import { getOnVariant, SECTION_HOMES, variantOrigin } from '../support/variants';

/**
 * 000 §2.8: every internal link of every sub-site's menu and footer resolves (no 404), crawled
 * from the rendered pages of all seven sub-sites.
 */
test.describe('menus and footers of every sub-site', () => {
  test.setTimeout(180_000);

  for (const home of SECTION_HOMES.filter((h) => h.name !== 'English landing')) {
    test(`${home.name}: every internal menu and footer link answers`, async ({
      page,
      request,
      stack,
    }) => {
      const origin = variantOrigin(stack.web, home.variant);
      await page.goto(`${origin}${home.path}`);
      await page.getByRole('button', { name: 'Menu' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // 000 §2.4: a menu marks at most one current item (the section root's own, if listed).
      expect(await dialog.locator('a[aria-current]').count()).toBeLessThanOrEqual(1);
      const hrefs = await page
        .locator('[role="dialog"] a[href], footer a[href]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const own = new Set(
        ['soccer', 'academy', 'athletics', 'business'].map((v) =>
          variantOrigin(stack.web, v as never),
        ),
      );
      const internal = [...new Set(hrefs.map((h) => h.split('#')[0] ?? h))].filter((h) =>
        own.has(new URL(h).origin),
      );
      expect(internal.length).toBeGreaterThan(3);
      const failures: string[] = [];
      for (const href of internal) {
        const url = new URL(href);
        const variant =
          (['academy', 'athletics', 'business'] as const).find(
            (v) => variantOrigin(stack.web, v) === url.origin,
          ) ?? 'soccer';
        const status = await getOnVariant(
          request,
          stack.web,
          variant,
          `${url.pathname}${url.search}`,
        );
        if (status >= 400) failures.push(`${String(status)} ${href}`);
      }
      expect(failures).toEqual([]);
    });
  }

  test('external menu items open a new tab with rel nofollow noopener and an icon', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const tickets = page
      .getByRole('dialog')
      .getByRole('link', { name: /Bilety/ })
      .first();
    await expect(tickets).toHaveAttribute('target', '_blank');
    await expect(tickets).toHaveAttribute('rel', 'nofollow noopener');
    await expect(tickets.locator('svg')).toHaveCount(1);
  });

  test('000 §2.4 one current item: the longest match, a timetable page its own tab', async ({
    page,
  }) => {
    const current = async (path: string) => {
      await page.goto(path);
      await page.getByRole('button', { name: 'Menu' }).click();
      const marked = page.getByRole('dialog').locator('a[aria-current]');
      await expect(marked).toHaveCount(1);
      const label = (await marked.textContent()) ?? '';
      await page.keyboard.press('Escape');
      return label;
    };
    expect(await current('/aktualnosci/koszykowka')).toBe('Koszykówka');
    expect(await current('/pilka-nozna/terminarz/tabele-wynikow')).toBe('Tabele i wyniki');
    // The header's top links mark one too: 'Mecze' on any timetable page.
    await expect(
      page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Nawigacja główna' })
        .locator('a[aria-current]'),
    ).toHaveText(['Mecze']);
  });

  test('the second reading of a menu route redirects to the first', async ({ page }) => {
    await page.goto('/dla-dzieci');
    await expect(page).toHaveURL(/\/aktualnosci\/dla-dzieci$/);
  });
});
