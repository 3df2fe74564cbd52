import { newsLayoutRows, type NewsLayout } from '@trybuna/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

/** The card sizes a grid shows, in order, against the domain's rule for its layout. */
async function expectLayout(page: Page, region: string, layout: NewsLayout) {
  const grid = page.getByRole('region', { name: region, exact: true }).locator('[data-layout]');
  await expect(grid).toHaveAttribute('data-layout', layout);
  const sizes = await grid
    .locator('[data-size]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-size')));
  const expected = newsLayoutRows(layout, sizes.length)
    .flat()
    .flatMap((slot) => (slot.kind === 'article' ? [slot.size] : []));
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes).toEqual(expected);
  const ads = await grid.getByText('Reklama').count();
  expect(ads).toBe(
    newsLayoutRows(layout, sizes.length)
      .flat()
      .filter((s) => s.kind === 'ad').length,
  );
}

test.describe('000 §2.10 content builder: every module kind of the demo content', () => {
  test('the four news layouts: IRREGULAR, STANDARD and PROMO on the home page, REGULAR on football', async ({
    page,
  }) => {
    await page.goto('/');
    await expectLayout(page, 'Aktualności', 'IRREGULAR');
    await expectLayout(page, 'Wideo', 'STANDARD');
    await expectLayout(page, 'Fundacja', 'PROMO');
    await page.goto('/pilka-nozna');
    await expectLayout(page, 'Aktualności piłkarskie', 'REGULAR');
  });

  test('home: hero_main carousel, advertisement, product_list, social_media', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Najważniejsze wiadomości' });
    await expect(hero.getByRole('group', { name: '1 / 5' })).toBeVisible();
    await hero.getByRole('button', { name: 'Następny slajd' }).click();
    await expect(hero.getByRole('group', { name: '2 / 5' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Polub' }).first()).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Reklama' }).getByRole('link').first(),
    ).toBeVisible();
    const shop = page.getByRole('region', { name: 'Sklep kibica' });
    await expect(shop.getByText('Promocja')).toBeVisible();
    await expect(shop.locator('del, s').first()).toBeVisible();
    await expect(page.getByText('X (Twitter)')).toBeVisible();
    await expect(page.getByText('Instagram', { exact: true })).toBeVisible();
  });

  test('football: hero_thematic with like and share, adMiddle', async ({ page }) => {
    await page.goto('/pilka-nozna');
    const hero = page.getByRole('region', { name: 'Piłka nożna' });
    await expect(hero.getByRole('heading', { level: 2, name: 'Piłka nożna' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Udostępnij' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Reklama' })).toBeVisible();
  });

  test('foundation: quotation, image with its credit, event_info, faq, contact', async ({
    page,
  }) => {
    await page.goto('/fundacja');
    await expect(
      page.getByRole('blockquote').getByText('Każde dziecko zasługuje na szansę'),
    ).toBeVisible();
    await expect(page.getByRole('figure').getByText(/^Fot\.:/)).toBeVisible();
    const event = page.getByRole('region', { name: 'Informacje o wydarzeniu' });
    await expect(event.getByText('Where?')).toBeVisible();
    const faq = page.getByRole('region', { name: 'FAQ' });
    const question = faq.getByText('Jak zostać wolontariuszem fundacji?');
    await question.click();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: 'Kontakt z fundacją' }).getByText('fundacja@example.com'),
    ).toBeVisible();
  });

  test('tennis & golf: text, grid gallery, sandboxed iframe', async ({ page }) => {
    await page.goto('/tenis-golf');
    await expect(page.getByText(/Korty klubu przyjęły w weekend/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Nasze obiekty' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Otwórz zdjęcie 12 na pełnym ekranie' }),
    ).toBeVisible();
    const frame = page.locator('main iframe');
    await expect(frame).toHaveAttribute('sandbox', /.*/);
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });

  test('academy: video with its comment', async ({ page, stack }) => {
    await page.goto(`${variantOrigin(stack.web, 'academy')}/`);
    const video = page.getByRole('figure', { name: /Dzień z życia akademii/ });
    await expect(video.getByText('Zobacz, jak trenują nasi najmłodsi.')).toBeVisible();
    await expect(video.locator('video, iframe, a').first()).toBeVisible();
  });
});
