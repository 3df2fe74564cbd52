import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { getOnVariant, variantOrigin } from '../support/variants';

test.describe('001 §2 team pages', () => {
  test('the team selector goes to the second team and back', async ({ page }) => {
    await page.goto('/pilka-nozna/druzyna');
    await expect(page.getByRole('heading', { level: 1, name: 'Pierwsza drużyna' })).toBeVisible();
    const selector = page.getByRole('navigation', { name: 'Wybór drużyny' });
    await selector.getByRole('link', { name: 'Następna: Rezerwy' }).click();
    await expect(page).toHaveURL(/\/pilka-nozna\/druzyna-druga$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rezerwy' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Wybór drużyny' })
      .getByRole('link', { name: 'Poprzednia: Pierwsza drużyna' })
      .click();
    await expect(page).toHaveURL(/\/pilka-nozna\/druzyna$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pierwsza drużyna' })).toBeVisible();

    // 001 §2 the team's squads: the previous season's squad has a page of its own.
    const squads = page.getByRole('navigation', { name: 'Kadry drużyny' });
    await expect(squads.getByRole('link', { name: /\(aktualna\)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await squads.getByRole('link', { name: /^\d{4}\/\d{2}$/ }).click();
    await expect(page).toHaveURL(/\/pilka-nozna\/druzyna\/kadra\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Pierwsza drużyna \d{4}\/\d{2}$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Bramkarze' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/pilka-nozna\/druzyna\/zawodnik\/[a-z0-9-]+\/\d+$/);
    await page
      .getByRole('navigation', { name: 'Kadry drużyny' })
      .getByRole('link', { name: /\(aktualna\)$/ })
      .click();
    await expect(page).toHaveURL(/\/pilka-nozna\/druzyna$/);
  });

  test('the squad in the groups of 001 §6, every member a card linking to a profile', async ({
    page,
  }) => {
    await page.goto('/pilka-nozna/druzyna');
    const groups = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(groups.slice(0, 5)).toEqual([
      'Bramkarze',
      'Obrońcy',
      'Pomocnicy',
      'Napastnicy',
      'Sztab',
    ]);
    const goalkeepers = page.getByRole('region', { name: 'Bramkarze' });
    await expect(goalkeepers.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/pilka-nozna\/druzyna\/zawodnik\/[a-z0-9-]+\/\d+$/,
    );
    await expect(goalkeepers.getByRole('button', { name: 'Polub' }).first()).toBeVisible();
    const staff = page.getByRole('region', { name: 'Sztab' });
    await expect(staff.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/pilka-nozna\/druzyna\/sztab\/[a-z0-9-]+\/\d+$/,
    );
    const crumbs = page.getByRole('navigation', { name: 'Okruszki' });
    await expect(crumbs.getByRole('link', { name: 'piłka nożna' })).toHaveAttribute(
      'href',
      '/pilka-nozna',
    );
  });

  test("the academy's /druzyna lists the academy teams, without /pilka-nozna", async ({
    page,
    stack,
  }) => {
    await page.goto(`${variantOrigin(stack.web, 'academy')}/druzyna`);
    await expect(page.getByRole('heading', { level: 1, name: 'U19' })).toBeVisible();
    const list = page.getByRole('navigation', { name: 'Wszystkie drużyny' });
    await expect(list.getByRole('link', { name: 'U19' })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('link', { name: 'U17' })).toHaveAttribute('href', '/druzyna-druga');
    await expect(list.getByRole('link', { name: 'Rezerwy' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Bramkarze' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/druzyna\/zawodnik\//);
  });

  test('internal App Router paths are not served publicly', async ({ request, stack }) => {
    for (const path of [
      '/team/0',
      '/team/0/squad/1',
      '/team/0/player/x/1',
      '/timetable/0/nadchodzace-mecze',
    ]) {
      expect(await getOnVariant(request, stack.web, 'soccer', path), path).toBe(404);
    }
    expect(await getOnVariant(request, stack.web, 'soccer', '/pilka-nozna/druzyna-dziewiata')).toBe(
      404,
    );
  });

  test('axe: a team page has no violations', async ({ page }) => {
    await page.goto('/pilka-nozna/druzyna');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a team page is no wider than a 360 px phone', async ({ page, stack }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const url of [
      `${stack.web}/pilka-nozna/druzyna`,
      `${variantOrigin(stack.web, 'academy')}/druzyna`,
    ]) {
      await page.goto(url);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, url).toBeLessThanOrEqual(clientWidth);
    }
  });
});
