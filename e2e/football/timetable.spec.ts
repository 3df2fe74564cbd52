import type { Page } from '@playwright/test';
import { club } from '@trybuna/config';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Zakładki terminarza' });
const teams = (page: Page) => page.getByRole('navigation', { name: 'Drużyny' });

test.describe('001 §2 timetable', () => {
  for (const team of [
    { name: 'Pierwsza drużyna', base: '/pilka-nozna/terminarz', league: 'Tabela Ekstraligi' },
    { name: 'Rezerwy', base: '/pilka-nozna/terminarz-druga', league: 'III liga, grupa I' },
  ]) {
    test(`the three tabs of ${team.name}, its own league table`, async ({ page }) => {
      await page.goto(`${team.base}/nadchodzace-mecze`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Nadchodzące mecze — ${team.name}` }),
      ).toBeVisible();
      await expect(tabs(page).getByRole('link', { name: 'Nadchodzące mecze' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Match cards grouped under month headings ('Listopad 2026').
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(
        /^[A-ZŁŚŻŹĆ][a-ząćęłńóśźż]+ \d{4}$/,
      );
      await expect(main.locator('[data-match-card]').first()).toBeVisible();

      await tabs(page).getByRole('link', { name: 'Rozegrane mecze' }).click();
      await expect(page).toHaveURL(new RegExp(`${team.base}/rozegrane-mecze#played$`));
      await expect(tabs(page).getByRole('link', { name: 'Rozegrane mecze' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(main.locator('[data-match-card]').first()).toBeVisible();

      await tabs(page).getByRole('link', { name: 'Tabele wyników' }).click();
      await expect(page).toHaveURL(new RegExp(`${team.base}/tabele-wynikow#tables$`));
      const table = page.getByRole('table', { name: team.league });
      await expect(table).toBeVisible();
      await expect(table.locator('tr[data-own]')).toHaveCount(1);
      await expect(table.locator('tr[data-own]')).toContainText(club.displayName);
    });
  }

  test('tabs and the team switcher keep the scroll position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/pilka-nozna/terminarz/nadchodzace-mecze');
    await page.evaluate(() => {
      window.scrollTo(0, 60);
    });
    await tabs(page).getByRole('link', { name: 'Rozegrane mecze' }).click();
    await expect(page).toHaveURL(/\/rozegrane-mecze#played$/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await teams(page).getByRole('link', { name: 'Rezerwy' }).click();
    await expect(page).toHaveURL(/\/pilka-nozna\/terminarz-druga\/rozegrane-mecze#played$/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('001 §2 hash values: #played and #tables open their tab without scrolling, #upcoming stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/pilka-nozna/terminarz/nadchodzace-mecze');
    await expect(page).toHaveURL(/\/nadchodzace-mecze#upcoming$/);
    // A card whose hour is not yet defined: 'dddd, dd.mm.yyyy, -' (001 §9).
    await expect(
      page
        .getByRole('main')
        .getByText(/^[a-ząćęłńóśźż]{5,}, \d{2}\.\d{2}\.\d{4}, -$/)
        .first(),
    ).toBeVisible();
    await page.evaluate(() => {
      window.scrollTo(0, 60);
      window.location.hash = 'played';
    });
    await expect(page).toHaveURL(/\/terminarz\/rozegrane-mecze#played$/);
    await expect(tabs(page).getByRole('link', { name: 'Rozegrane mecze' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.goto('/pilka-nozna/terminarz-druga/nadchodzace-mecze#tables');
    await expect(page).toHaveURL(/\/terminarz-druga\/tabele-wynikow#tables$/);
    await expect(page.getByRole('table', { name: 'III liga, grupa I' })).toBeVisible();
  });

  test('league tables: abbreviations, form marks with names, zone captions in the legend', async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/clubs')) reads.push(request.url());
    });
    await page.goto('/pilka-nozna/terminarz/tabele-wynikow');
    const table = page.getByRole('table', { name: 'Tabela Ekstraligi' });
    await expect(table.locator('abbr[title="Punkty"]')).toHaveText('Pkt');
    // 000 §3 club likes: a heart on every row, posted as type 'club', no count read (001 §7).
    const like = table.getByRole('row').nth(1).getByRole('button', { name: 'Polub' });
    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/likes') && response.request().method() === 'POST',
    );
    await like.click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      data: { relationships: { resource: { data: { type: 'club' } } } },
    });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(reads).toEqual([]);
    await expect(
      table.getByText(/^(wygrana|remis|porażka)(, (wygrana|remis|porażka))*$/).first(),
    ).toBeAttached();
    const legend = page.getByText('Legenda', { exact: true }).locator('..');
    await expect(legend).toContainText('Champions League 2nd qualifying round');
    await expect(legend).toContainText('Relegation to the 1st League');

    await page.goto('/pilka-nozna/terminarz-druga/tabele-wynikow');
    const reserves = page.getByText('Legenda', { exact: true }).locator('..');
    await expect(reserves).toContainText('Second-team promotion');
    await expect(reserves).toContainText('Second-team relegation');
  });

  test("the academy's /terminarze-wyniki and every academy team's tabs", async ({
    page,
    stack,
  }) => {
    const academy = variantOrigin(stack.web, 'academy');
    await page.goto(`${academy}/terminarze-wyniki`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nadchodzące mecze — U19' }),
    ).toBeVisible();
    await expect(teams(page).getByRole('link', { name: 'U19' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(teams(page).getByRole('link', { name: 'Rezerwy' })).toHaveCount(0);
    await teams(page).getByRole('link', { name: 'U17' }).click();
    await expect(page).toHaveURL(/\/terminarze-wyniki-druga\/nadchodzace-mecze#upcoming$/);
    await tabs(page).getByRole('link', { name: 'Tabele wyników' }).click();
    await expect(page).toHaveURL(/\/terminarze-wyniki-druga\/tabele-wynikow#tables$/);
    await expect(page.getByRole('table', { name: 'Centralna Liga Juniorów U17' })).toBeVisible();
    const links = teams(page).getByRole('link');
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      const response = await page.goto(`${academy}${href ?? ''}`);
      expect(response?.status(), href ?? '').toBe(200);
      await expect(page.getByRole('table').first()).toBeVisible();
    }
  });

  test('each timetable offers its calendar feed', async ({ page }) => {
    await page.goto('/pilka-nozna/terminarz-druga/nadchodzace-mecze');
    await expect(page.getByRole('link', { name: 'Dodaj do kalendarza' })).toHaveAttribute(
      'href',
      /^webcal:\/\/[^/]+\/kalendarz\/rezerwy\.ics$/,
    );
    await expect(page.getByRole('link', { name: 'Pobierz plik .ics' })).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/kalendarz\/rezerwy\.ics$/,
    );
  });

  test('axe: a timetable and the league tables have no violations', async ({ page }) => {
    for (const path of [
      '/pilka-nozna/terminarz/nadchodzace-mecze',
      '/pilka-nozna/terminarz/tabele-wynikow',
      '/pilka-nozna/terminarz-druga/tabele-wynikow',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('no timetable page is wider than the viewport', async ({ page, stack }) => {
      const academy = variantOrigin(stack.web, 'academy');
      for (const url of [
        '/pilka-nozna/terminarz/nadchodzace-mecze',
        '/pilka-nozna/terminarz/rozegrane-mecze',
        '/pilka-nozna/terminarz/tabele-wynikow',
        '/pilka-nozna/terminarz-druga/tabele-wynikow',
        `${academy}/terminarze-wyniki`,
        `${academy}/terminarze-wyniki-druga/tabele-wynikow`,
      ]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        expect(await sideways(page), url).toBeLessThanOrEqual(0);
      }
    });
  });
});
