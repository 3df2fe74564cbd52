import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { signInThroughHeader } from '../support/sign-in';

test.describe('000 §4.9 gated content', () => {
  test('a lock on a members-only card asks to log in with a 5 s toast', async ({ page }) => {
    await page.goto('/aktualnosci/pilkarskie');
    const lock = page
      .getByRole('main')
      .getByRole('button', { name: 'Zaloguj się aby odblokować treść' })
      .first();
    await lock.click();
    const toast = page.getByRole('status').filter({ hasText: 'Zaloguj się, aby ją zobaczyć' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Zaloguj' })).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 8_000 });
  });

  test('Socios: the members area shows a preview and, signed in, the whole page', async ({
    page,
  }) => {
    await page.goto('/socios');
    await expect(page.getByRole('heading', { level: 1, name: 'Strefa Socios' })).toBeVisible();
    await expect(page.getByText('Zaloguj się aby odblokować treść')).toBeVisible();
    await expect(page.getByText('Zaloguj się aby zobaczyć całą galerię')).toBeVisible();
    await expect(page.getByText('materiały przygotowane tylko dla zalogowanych')).toHaveCount(0);
    const anonymous = await new AxeBuilder({ page }).analyze();
    expect(
      anonymous.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);

    await signInThroughHeader(page);
    const members = page.locator('[data-members-content]');
    await expect(members.getByText('materiały przygotowane tylko dla zalogowanych')).toBeVisible();
    await expect(page.getByText('Zaloguj się aby zobaczyć całą galerię')).toHaveCount(0);
  });

  test('the sso login page has no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
