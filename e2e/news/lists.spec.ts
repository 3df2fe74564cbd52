import { expect, test } from '../support/fixtures';

interface ArticleDoc {
  data: { id: string; attributes: { title: string } }[];
}

test.describe('000 §2.4 article lists', () => {
  test('a category list: title, the IRREGULAR grid with its advertisement, only its own articles in main', async ({
    page,
  }) => {
    await page.goto('/aktualnosci/pilkarskie');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Aktualności — piłka nożna' }),
    ).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(14);
    await expect(page.getByRole('main').getByText('Reklama').first()).toBeVisible();
    const articleLinks = await page
      .locator('main a[href]')
      .evaluateAll((links) =>
        links
          .filter(
            (a) =>
              !a.closest('aside') && /\/\d+$/.test(new URL((a as HTMLAnchorElement).href).pathname),
          )
          .map((a) => (a as HTMLAnchorElement).href),
      );
    expect(new Set(articleLinks).size).toBe(14);
  });

  test('show more loads the next page', async ({ page }) => {
    await page.goto('/aktualnosci/wszystkie');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(14);
    await page.getByRole('button', { name: 'Pokaż więcej' }).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(28);
  });

  test('a kind segment lists that kind, a tag segment that tag', async ({ page }) => {
    await page.goto('/aktualnosci/wszystkie/wideo');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('wideo');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').getByLabel('wideo').first()).toBeVisible();
    await page.goto('/aktualnosci/wszystkie/skroty-meczow');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('an empty list says so', async ({ page }) => {
    await page.goto('/aktualnosci/pilkarskie/taki-tag-nie-istnieje');
    await expect(page.getByText('Brak pozycji do wyświetlania')).toBeVisible();
  });

  test('?query= shows the API search results, or the no-results message', async ({
    page,
    request,
    stack,
  }) => {
    const doc = (await (
      await request.get(`${stack.api}/api/v3/articles?filter[type_eq]=News&page[size]=1`)
    ).json()) as ArticleDoc;
    const word =
      (doc.data[0]?.attributes.title ?? '').split(/\s+/).find((w) => w.length > 5) ?? 'mecz';
    await page.goto(`/aktualnosci/wszystkie?query=${encodeURIComponent(word)}`);
    await expect(
      page.getByRole('heading', { level: 2, name: /Wyniki wyszukiwania/ }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.goto('/aktualnosci/wszystkie?query=qqqzzzxxx');
    await expect(page.getByText('Brak wyników wyszukiwania, spróbuj ponownie.')).toBeVisible();
  });
});
