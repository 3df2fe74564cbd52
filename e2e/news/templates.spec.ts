import { expect, test } from '../support/fixtures';

test.describe('000 §2.1 page templates', () => {
  test('static article container: the regulations with a table of contents', async ({ page }) => {
    await page.goto('/regulaminy');
    await expect(page.getByRole('heading', { level: 1, name: 'Regulaminy' })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'Spis treści' });
    await toc.getByRole('link', { name: 'Polityka prywatności' }).click();
    await expect(page).toHaveURL(/#polityka-prywatnosci$/);
    await expect(
      page.getByRole('region', { name: 'Polityka prywatności' }).getByText('§ 2.'),
    ).toBeVisible();
    for (const name of [
      'Regulamin stadionu',
      'Regulamin imprezy masowej',
      'Regulamin sprzedaży biletów',
    ]) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
  });

  test("the foundation's programmes, each linking its page", async ({ page }) => {
    await page.goto('/nasze-programy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const programs = page.getByRole('main').getByRole('article');
    await expect(programs).toHaveCount(5);
    const first = programs.first();
    const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await first.getByRole('link', { name: /Poznaj program/ }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('section pages carry the advertising and city-partner belts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Pas reklamowy' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Partner miasta' })).toBeVisible();
  });
});
