import { club } from '@trybuna/config';
import { expect, test } from './support/fixtures';

test('the home page renders in Polish', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: club.displayName })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Oficjalny serwis');
});
// Its axe check is `axe: home has no violations` in e2e/shell/axe.spec.ts (every section home).

test('the api and sso health routes answer ok', async ({ request, stack }) => {
  for (const base of [stack.api, stack.sso]) {
    const response = await request.get(`${base}/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  }
});
