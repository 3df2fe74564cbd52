import AxeBuilder from '@axe-core/playwright';
import { club } from '@trybuna/config';
import { expect, test } from '../support/fixtures';

test.describe('001 §2, §4, §9 the donation section', () => {
  test('the policy, the payment options in a new tab, the bank transfer with its copy button', async ({
    browser,
    stack,
  }) => {
    const context = await browser.newContext({
      baseURL: stack.web,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto('/fundacja');
    const section = page.locator('[data-module="payment"]');
    await expect(section.getByText('100% OF YOUR DONATIONS GO TO SUPPORT PROGRAMS')).toBeVisible();

    const method = section.getByLabel('Sposób płatności');
    await method.selectOption({ label: 'BLIK' });
    const donate = section.getByRole('link', { name: /Wpłać/ });
    await expect(donate).toHaveAttribute('target', '_blank');
    await expect(donate).toHaveAttribute('rel', /noopener/);
    // The payment site is elsewhere (no outside network here): answer it in the browser.
    await context.route('https://platnosci.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Płatność</title>' }),
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), donate.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('/fundacja/blik');
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await popup.close();

    await expect(section.getByText('darowizna na cele statutowe')).toBeVisible();
    await section.getByRole('button', { name: 'Kopiuj numer konta' }).click();
    await expect(page.getByText('Link został skopiowany do schowka')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^[A-Z0-9]+$/);

    const violations = (await new AxeBuilder({ page }).include('[data-module="payment"]').analyze())
      .violations;
    expect(violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  test('the support page: an IBAN in fours and the SWIFT code, on a 360 px phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/wspieraj-fundacje-${club.club}`);
    const section = page.locator('[data-module="payment"]');
    await expect(section).toBeVisible();
    await expect(section.getByText(/^[A-Z]{2}\d{2}( [A-Z0-9]{4})+/)).toBeVisible();
    await expect(section.getByText('Kod SWIFT/BIC')).toBeVisible();
    // The payment options come with the static page (its includes), as on /fundacja.
    await expect(section.getByLabel('Sposób płatności')).toBeVisible();
    await expect(section.getByRole('link', { name: /Wpłać/ })).toHaveAttribute('target', '_blank');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
