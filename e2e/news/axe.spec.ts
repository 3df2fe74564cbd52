import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

interface ArticleDoc {
  data: { attributes: { share_url: string } }[];
}

/** Issue 5: zero axe violations on a list and an article (the gallery is in gallery.spec.ts). */
test('axe: a news list has no violations', async ({ page }) => {
  await page.goto('/aktualnosci/wszystkie');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe: an article page has no violations', async ({ page, request, stack }) => {
  const doc = (await (
    await request.get(
      `${stack.api}/api/v3/articles?filter[type_eq]=News&filter[kind_eq]=photo&page[size]=1`,
    )
  ).json()) as ArticleDoc;
  const url = doc.data[0]?.attributes.share_url;
  if (!url) throw new Error('no photo article in the demo content');
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
