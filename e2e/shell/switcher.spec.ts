import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

test.describe('000 §2.3 section switcher and logo', () => {
  test('seven entries, in place or on their own origin, the current one marked', async ({
    page,
    stack,
  }) => {
    await page.goto('/fundacja');
    const switcher = page.getByRole('navigation', { name: 'Sekcje klubu' });
    const links = switcher.getByRole('link');
    await expect(links).toHaveText([
      'piłka nożna',
      'akademia',
      'fundacja',
      'tenis & golf',
      /vod/,
      'athletics',
      'biznes',
    ]);
    await expect(switcher.getByRole('link', { name: 'piłka nożna' })).toHaveAttribute(
      'href',
      '/pilka-nozna',
    );
    await expect(switcher.getByRole('link', { name: 'fundacja' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const academy = switcher.getByRole('link', { name: 'akademia' });
    await expect(academy).toHaveAttribute('href', `${variantOrigin(stack.web, 'academy')}/`);
    await expect(academy).not.toHaveAttribute('target', /.*/);
    await expect(academy).not.toHaveAttribute('rel', /nofollow/);
    const vod = switcher.getByRole('link', { name: /vod/ });
    await expect(vod).toHaveAttribute('target', '_blank');
    await expect(vod).toHaveAttribute('rel', 'nofollow noopener');
  });

  test('the switcher opens a sub-site in place and another app on its origin', async ({
    page,
    stack,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Sekcje klubu' })
      .getByRole('link', { name: 'tenis & golf' })
      .click();
    await expect(page).toHaveURL(/\/tenis-golf$/);
    await page
      .getByRole('navigation', { name: 'Sekcje klubu' })
      .getByRole('link', { name: 'athletics' })
      .click();
    await expect(page).toHaveURL(`${variantOrigin(stack.web, 'athletics')}/`);
    await expect(page.locator('[data-section]')).toHaveAttribute('data-section', 'ATHLETICS');
  });

  test('on a phone: one row that scrolls sideways inside itself, the current section in view', async ({
    page,
    stack,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The business site's entry is the last one: out of the row's view unless it is scrolled.
    await page.goto(`${variantOrigin(stack.web, 'business')}/`);
    const switcher = page.getByRole('navigation', { name: 'Sekcje klubu' });
    const links = switcher.getByRole('link');
    await expect(links).toHaveCount(7);
    const tops = await links.evaluateAll((all) =>
      all.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const current = switcher.getByRole('link', { name: 'biznes' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toBeInViewport({ ratio: 1 });
    // Every entry is reached from the keyboard and scrolled into view when focused.
    await links.first().focus();
    await expect(links.first()).toBeInViewport({ ratio: 1 });
    for (let i = 1; i < 7; i += 1) await page.keyboard.press('Tab');
    await expect(current).toBeFocused();
    await expect(current).toBeInViewport({ ratio: 1 });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
  });

  for (const [path, logo] of [
    ['/pilka-nozna', '/pilka-nozna'],
    ['/fundacja', '/fundacja'],
    ['/tenis-golf', '/tenis-golf'],
    ['/o-klubie', '/pilka-nozna'],
  ] as const) {
    test(`logo on ${path} links ${logo}`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole('banner').getByRole('link', { name: /KS Sokół Warszawa/ }),
      ).toHaveAttribute('href', logo);
    });
  }

  test('business: the chosen language is read on the next visit (000 §2.3)', async ({
    page,
    stack,
  }) => {
    const business = variantOrigin(stack.web, 'business');
    const logo = page.getByRole('banner').getByRole('link', { name: /KS Sokół Warszawa/ });
    const languages = page.getByRole('navigation', {
      name: /^(Business site language|Język serwisu biznesowego)$/,
    });
    // First visit: the Polish root; the visitor chooses EN.
    await page.goto(`${business}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await languages.getByRole('link', { name: 'EN' }).click();
    await expect(page).toHaveURL(`${business}/en`);
    await expect(logo).toHaveAttribute('href', '/en');
    // Next visit to the business root opens in English, with the English logo link only.
    await page.goto(`${business}/`);
    await expect(page).toHaveURL(`${business}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(logo).toHaveAttribute('href', '/en');
    // Choosing PL is remembered the same way: the root stays Polish on the visit after.
    await languages.getByRole('link', { name: 'PL' }).click();
    await expect(page).toHaveURL(`${business}/`);
    await page.goto(`${business}/`);
    // Hydrated (the search button is enabled then): the language was read, and it stays.
    await expect(page.getByRole('button', { name: 'Szukaj' })).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page).toHaveURL(`${business}/`);
    await expect(logo).toHaveAttribute('href', '/');
  });
});
