import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

/** The athletics home has a list gallery of 12 images: 12 + floor(12 / 5) = 14 slides. */
test.describe('000 §2.11 galleries', () => {
  test('previous / next with the n / total counter, the advertisement slide after 5 images, full screen', async ({
    page,
    stack,
  }) => {
    await page.goto(`${variantOrigin(stack.web, 'athletics')}/`);
    const gallery = page.locator('[data-gallery-index="0"]');
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.getByText('1 / 14')).toBeVisible();
    const next = gallery.getByRole('button', { name: 'Następne zdjęcie' });
    for (let i = 0; i < 5; i += 1) await next.click();
    await expect(gallery.getByText('6 / 14')).toBeVisible();
    await expect(
      gallery.getByRole('group', { name: 'Slajd 6 z 14' }).getByText('Reklama'),
    ).toBeVisible();
    await gallery.getByRole('button', { name: 'Pełny ekran' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toBeHidden();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('the deep link ?gallery=0&slide=3 opens that slide full screen', async ({ page, stack }) => {
    await page.goto(`${variantOrigin(stack.web, 'athletics')}/?gallery=0&slide=3`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('3 / 14')).toBeVisible();
  });
});
