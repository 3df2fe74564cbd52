import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Every request URL in the page's Cache Storage, by path. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths;
  });

test.describe('000 §7.6 the offline worker', () => {
  test('registered at /service-worker.js; a first visit precaches /offline/ and its fonts, not the scripts', async ({
    page,
  }) => {
    await page.goto('/');
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(scriptUrl).toMatch(/\/service-worker\.js$/);
    const paths = await cachedPaths(page);
    expect(paths).toContain('/offline/');
    expect(paths.filter((path) => path.endsWith('.woff2')).length).toBeGreaterThan(0);
    // The build's ~70 scripts (~2 MB) are cached as pages use them, not on the first visit.
    expect(paths.filter((path) => path.endsWith('.js'))).toEqual([]);
  });

  test('offline, a page never visited shows the offline page, whose retry link needs no script and no cookie notice', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker controls pages loaded after it activated.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await context.setOffline(true);
    await page.goto('/fundacja');
    await expect(page.getByRole('heading', { level: 1, name: 'Jesteś offline' })).toBeVisible();
    const retry = page.getByRole('link', { name: 'Spróbuj ponownie' });
    await expect(retry).toHaveAttribute('href', '');
    // Without the site's scripts the cookie notice could not be accepted: it is not shown here.
    await expect(page.getByRole('region', { name: 'Informacja o plikach cookies' })).toBeHidden();
    await context.setOffline(false);
    await retry.click();
    await expect(page).toHaveURL(/\/fundacja$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jesteś offline' })).toBeHidden();
  });
});
