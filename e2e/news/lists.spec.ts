import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

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

  test('000 §2.4 /wydarzenia: every events list of the menus shows the Event articles', async ({
    page,
    request,
    stack,
  }) => {
    const eventTitles = async (categories: string) => {
      const doc = (await (
        await request.get(
          `${stack.api}/api/v3/articles?filter[type_eq]=Event&filter[publication_category_id_in]=${categories}&sort=-publication_time&page[size]=1`,
        )
      ).json()) as ArticleDoc;
      const title = doc.data[0]?.attributes.title;
      if (!title) throw new Error(`no Event article in categories ${categories}`);
      return title;
    };
    const main = page.getByRole('main');
    // Athletics: opened from its menu's 'Wydarzenia' entry, which is then the one current item.
    await page.goto(`${variantOrigin(stack.web, 'athletics')}/`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Wydarzenia' }).click();
    await expect(page).toHaveURL(/\/aktualnosci-athletics\/wydarzenia$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Aktualności — athletics — wydarzenia' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: await eventTitles('298') })).toBeVisible();
    await expect(main.getByText('Brak pozycji do wyświetlania')).toHaveCount(0);
    // Soccer: the news menu's events list, every soccer-app category.
    await page.goto('/aktualnosci/wszystkie/wydarzenia');
    await expect(main.getByRole('article').first()).toBeVisible();
    await expect(main.getByRole('heading', { name: await eventTitles('1') })).toBeVisible();
    // 000 §2.4: any other category slug reads as '0' (every soccer-app category), not a 404.
    const unknown = await page.goto('/aktualnosci/nieznana-kategoria/wydarzenia');
    expect(unknown?.status()).toBe(200);
    await expect(main.getByRole('article').first()).toBeVisible();
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
