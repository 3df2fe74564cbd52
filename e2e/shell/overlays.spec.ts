import { expect, test } from '../support/fixtures';

test.describe('000 §4.3 menu overlay by keyboard', () => {
  test('Enter opens, focus stays inside, Escape closes and focus returns, scroll is locked', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'Piłka nożna', level: 2 }).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('the close button is named Zamknij and following a link closes the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Zamknij' })).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'O klubie' }).click();
    await expect(page).toHaveURL(/\/o-klubie$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'O klubie' })).toBeVisible();
  });
});
