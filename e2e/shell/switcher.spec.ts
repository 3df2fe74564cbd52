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

  test('business: the logo of the English site links /en and the language is remembered', async ({
    page,
    stack,
  }) => {
    const business = variantOrigin(stack.web, 'business');
    await page.goto(`${business}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /KS Sokół Warszawa/ }),
    ).toHaveAttribute('href', '/en');
    // Written by the page's script once it runs (after hydration): polled, not read once.
    const remembered = () => page.evaluate(() => localStorage.getItem('sokol-business-language'));
    await expect.poll(remembered).toBe('en');
    await page
      .getByRole('navigation', { name: 'Business site language' })
      .getByRole('link', { name: 'PL' })
      .click();
    await expect(page).toHaveURL(`${business}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect.poll(remembered).toBe('pl');
  });
});
