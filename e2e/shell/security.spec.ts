import { expect, test } from '../support/fixtures';
import { SECTION_HOMES, variantOrigin } from '../support/variants';

test.describe('Security headers and injected HTML (docs/security.md)', () => {
  test('every section home sends the strict CSP and no frame may embed the site', async ({
    page,
    stack,
  }) => {
    for (const home of SECTION_HOMES) {
      const response = await page.goto(`${variantOrigin(stack.web, home.variant)}${home.path}`);
      const csp = (await response?.headerValue('content-security-policy')) ?? '';
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toMatch(/ https: |\*/);
      expect(await response?.headerValue('x-frame-options')).toBe('DENY');
    }
  });

  test("only /embeds/ may be framed, and only by the site's own origin", async ({ request }) => {
    for (const path of [
      '/embeds/panorama-360?image=demo/photo-01.jpg',
      '/embeds/court-booking.html',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(response.headers()['content-security-policy'], path).toContain(
        "frame-ancestors 'self'",
      );
    }
    expect((await request.get('/embeds/panorama-360?image=../secret.jpg')).status()).toBe(400);
  });

  test('script advertisements run in sandboxed frames that cannot reach the page', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/pilka-nozna');
    const slot = page.locator('[data-ad-slot="article-middle"] iframe');
    await slot.scrollIntoViewIfNeeded();
    await expect(slot).toBeVisible();
    await expect(slot).toHaveAttribute('title', 'Reklama');
    const sandbox = (await slot.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    const frame = page.frameLocator('[data-ad-slot="article-middle"] iframe');
    // The creative's script ran inside its frame…
    await expect(frame.locator('html[data-ad-ready]')).toHaveCount(1);
    await expect(frame.getByRole('link', { name: /Kup karnet/ })).toBeVisible();
    // …on an opaque origin: the page's document, cookies and storage are out of its reach.
    const reach = await frame.locator('body').evaluate(() => {
      const tries = {
        parent: () => window.parent.document.title,
        cookie: () => document.cookie,
        storage: () => window.localStorage.length,
      };
      return Object.fromEntries(
        Object.entries(tries).map(([name, attempt]) => {
          try {
            attempt();
            return [name, 'reached'];
          } catch {
            return [name, 'refused'];
          }
        }),
      );
    });
    expect(reach).toEqual({ parent: 'refused', cookie: 'refused', storage: 'refused' });
    expect(violations).toEqual([]);
  });

  test('the demo shows an ad in the news grid and gallery slots as well', async ({ page }) => {
    await page.goto('/');
    const grid = page.locator('[data-ad-slot="news-grid"] iframe').first();
    await grid.scrollIntoViewIfNeeded();
    await expect(grid).toBeVisible();
    await expect(grid.contentFrame().locator('html[data-ad-ready]')).toHaveCount(1);
    await page.goto('/stadion');
    const gallerySlot = page.locator('[data-ad-slot="gallery"] iframe').first();
    await expect(gallerySlot).toHaveAttribute('sandbox', /allow-scripts/);
  });
});
