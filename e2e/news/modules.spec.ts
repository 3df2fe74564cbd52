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

  test('academy: the video plays in the native player, with poster and captions', async ({
    page,
    stack,
  }) => {
    await page.goto(`${variantOrigin(stack.web, 'academy')}/`);
    const figure = page.getByRole('figure', { name: /Dzień z życia akademii/ });
    await expect(figure.getByText('Zobacz, jak trenują nasi najmłodsi.')).toBeVisible();
    const video = figure.getByLabel('Dzień z życia akademii');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', `${stack.api}/media/wideo/akademia.jpg`);
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'pl');
    // Issue 29: the clip is a real file the API serves; it plays and its time moves on.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  });

  test('a 360 article: the site’s own panorama viewer renders in its frame', async ({
    page,
    request,
    stack,
  }) => {
    const response = await request.get(
      `${stack.api}/api/v3/articles?filter[kind_eq]=360&fields[articles]=share_url&page[size]=1`,
    );
    const { data } = (await response.json()) as { data: { attributes: { share_url: string } }[] };
    const url = data[0]?.attributes.share_url;
    if (!url) throw new Error('the demo has a 360 article');
    await page.goto(url);
    const frame = page.frameLocator('iframe[title="Wirtualny spacer 360°"]');
    const panorama = frame.getByRole('img', { name: /Panorama 360°/ });
    await expect(panorama).toBeVisible();
    await expect
      .poll(() => panorama.evaluate((element) => getComputedStyle(element).backgroundImage))
      .toContain(`${stack.api}/images/`);
    const before = await panorama.evaluate(
      (element) => getComputedStyle(element).backgroundPositionX,
    );
    await frame.getByRole('button', { name: 'Obróć w prawo' }).click();
    await expect
      .poll(() => panorama.evaluate((element) => getComputedStyle(element).backgroundPositionX))
      .not.toBe(before);
  });
});
