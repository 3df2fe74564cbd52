import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

test.describe('000 §2.6, §4.3, §4.4 search overlay', () => {
  test('opens by keyboard, submits with Enter to the soccer list with the query', async ({
    page,
  }) => {
    await page.goto('/pilka-nozna');
    const toggle = page.getByRole('button', { name: 'Szukaj' });
    await expect(toggle).toBeEnabled();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Szukaj w aktualnościach' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Czego szukasz?')).toBeFocused();
    await page.keyboard.type('derby');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/aktualnosci\/pilkarskie\?query=derby$/);
    await expect(
      page.getByRole('heading', { level: 2, name: /Wyniki wyszukiwania/ }),
    ).toBeVisible();
  });

  test('Escape closes it; a tag is selected and deselected and joins the path', async ({
    page,
  }) => {
    await page.goto('/fundacja');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Szukaj w aktualnościach' });
    const tag = dialog.getByRole('button', { name: '#Transfery' });
    await expect(tag).toBeVisible();
    await tag.click();
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    await tag.click();
    await expect(tag).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await dialog.getByRole('button', { name: '#Transfery' }).click();
    await dialog.getByLabel('Czego szukasz?').fill('gol');
    await dialog.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await expect(page).toHaveURL(/\/aktualnosci\/wszystkie\/transfery\?query=gol$/);
  });

  test("000 §2.6, §4.4 on the academy site a tag stays on the academy's news list", async ({
    page,
    stack,
  }) => {
    const academy = variantOrigin(stack.web, 'academy');
    await page.goto(`${academy}/`);
    await page.getByRole('button', { name: 'Szukaj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Szukaj w aktualnościach' });
    await dialog.getByRole('button', { name: '#U19' }).click();
    await dialog.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await expect(page).toHaveURL(`${academy}/aktualnosci-akademii/a-u19`);
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first).toBeVisible();
    // The article's own tag chip leads back to the same academy list.
    await first.getByRole('link').first().click();
    await expect(
      page.getByRole('navigation', { name: 'Tagi' }).getByRole('link', { name: '#U19' }),
    ).toHaveAttribute('href', '/aktualnosci-akademii/a-u19');
  });
});
