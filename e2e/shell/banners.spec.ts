import { expect, test } from '../support/fixtures';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

test.describe('000 §4.5 smart app banner', () => {
  test.use({ userAgent: ANDROID, viewport: { width: 412, height: 860 } });

  test('shown on Android, closed with Zamknij, the dismissal counted', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('link', { name: 'DOWNLOAD — in Google Play' });
    await expect(banner).toBeVisible();
    await page
      .getByRole('complementary', { name: 'Aplikacja mobilna klubu' })
      .getByRole('button', { name: 'Zamknij' })
      .click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'smart_app_banner');
    expect(cookie?.value).toBe('1');
  });

  for (const width of [320, 360]) {
    test(`at ${String(width)} px the store link and the close button are on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      const banner = page.getByRole('complementary', { name: 'Aplikacja mobilna klubu' });
      for (const control of [
        banner.getByRole('link', { name: /DOWNLOAD — in Google Play/ }),
        banner.getByRole('button', { name: 'Zamknij' }),
      ]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      await banner.getByRole('button', { name: 'Zamknij' }).click();
      await expect(banner).toBeHidden();
    });
  }

  test('not shown after 3 dismissals', async ({ page, context, stack }) => {
    await context.addCookies([{ name: 'smart_app_banner', value: '3', url: stack.web }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'DOWNLOAD — in Google Play' })).toHaveCount(0);
  });
});

test('no smart banner on a desktop browser', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/DOWNLOAD — in/)).toHaveCount(0);
});

test('the cookie banner is accepted once and remembered', async ({ page }) => {
  await page.goto('/');
  const accept = page.getByRole('button', { name: 'Akceptuję' });
  await expect(accept).toBeVisible();
  await accept.click();
  await expect(accept).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Akceptuję' })).toHaveCount(0);
});

test('000 §4.6 offline and online toasts', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The listeners are attached once the chrome has hydrated and marked the status.
  await expect(page.locator('html')).toHaveAttribute('data-connectivity', 'online');
  await context.setOffline(true);
  await expect(page.getByText('Utraciłeś połączenie z internetem')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Odzyskałeś połączenie z internetem')).toBeVisible({
    timeout: 10_000,
  });
});
