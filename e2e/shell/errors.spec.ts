import { expect, test } from '../support/fixtures';

test('an unknown path is the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/tej-strony-nie-ma');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' }),
  ).toBeVisible();
});

test('000 §8 a render error shows the error page with message and stack, then goes to the sub-site home after 5 s', async ({
  page,
}) => {
  const response = await page.goto('/diagnostyka/blad-renderowania');
  expect(response?.status()).toBe(500);
  await expect(
    page.getByText(
      'Wystąpił błąd na stronie lub strona została usunięta. Za chwilę zostaniesz przeniesiony na stronę główną.',
    ),
  ).toBeVisible();
  await expect(page.getByText('error status 500')).toBeVisible();
  // The e2e stack runs with the default APP_ENV=DEV: the server error's own message and its
  // stack (Next.js gives the browser only a digest; the page asks the server for the rest).
  await expect(page.getByText('Diagnostic render error', { exact: true })).toBeVisible();
  const stack = page.locator('main pre');
  await expect(stack).toContainText('Error: Diagnostic render error');
  await expect(stack).toContainText(/\n\s+at /);
  await page.waitForURL(/\/pilka-nozna$/, { timeout: 10_000 });
});

test('/offline/ explains the page is not available offline', async ({ page }) => {
  await page.goto('/offline/');
  await expect(page.getByRole('heading', { level: 1, name: 'Jesteś offline' })).toBeVisible();
});
