import { club } from '@trybuna/config';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInThroughHeader } from '../support/sign-in';

test.describe('/statystyki (statistic, competition_season_statistics, group modules)', () => {
  test("the team's figures, top scorers and assists, the season's table, the league table", async ({
    page,
  }) => {
    await page.goto('/statystyki');
    const module = page.getByRole('region', { name: 'Statystyki zawodników' });
    const team = module.getByRole('region', { name: 'Drużyna w sezonie' });
    await expect(team.getByText('Gole', { exact: true })).toBeVisible();
    await expect(team.getByText('Średnio goli na mecz', { exact: true })).toBeVisible();
    await expect(team.getByText('Rozegrane mecze', { exact: true })).toBeVisible();
    // Every other 001 §3 key the team has a value for (points, fouls…), in Polish.
    await expect(team.getByText('Faule', { exact: true })).toBeVisible();
    const scorers = module.getByRole('region', { name: 'Najlepsi strzelcy' });
    await expect(scorers.getByRole('listitem').first()).toBeVisible();
    await expect(module.getByRole('region', { name: 'Najwięcej asyst' })).toBeVisible();

    const season = page.getByRole('region', { name: 'Statystyki sezonu', exact: true });
    const figures = season.getByRole('table');
    await expect(figures.getByRole('row')).not.toHaveCount(1);
    await expect(figures.locator('tr[data-own]')).toContainText(club.displayName);

    const group = page.getByRole('region', { name: 'Tabela', exact: true });
    await expect(group.getByRole('table', { name: 'Tabela Ekstraligi' })).toBeVisible();
    // An excerpt (the header, the top rows, the club and its neighbours: 001 §2 'group' in
    // docs/spec-readings.md), then the link to the whole table.
    await expect(group.locator('tr[data-own]')).toContainText(club.displayName);
    const rows = await group.getByRole('row').count();
    expect(rows).toBeGreaterThanOrEqual(6);
    expect(rows).toBeLessThanOrEqual(10);
    await expect(group.getByRole('link', { name: 'Tabele wyników' })).toHaveAttribute(
      'href',
      '/pilka-nozna/terminarz/tabele-wynikow',
    );
  });

  test('cards: the login prompt for anonymous visitors, the leaders once signed in', async ({
    page,
    request,
  }) => {
    await page.goto('/statystyki');
    const cards = page.getByRole('region', { name: 'Kartki', exact: true });
    await expect(cards.getByText('Log in to see full statistics.')).toBeVisible();
    await expect(cards.getByRole('button', { name: 'Zaloguj' })).toBeVisible();
    // No player's cards in the page's HTML (ISR): only a signed-in browser reads them.
    const html = await (await request.get('/statystyki')).text();
    expect(html).not.toContain('data-statistics="cards"');

    await signInThroughHeader(page);
    await expect(cards.getByRole('heading', { level: 4, name: 'Żółte kartki' })).toBeVisible();
    await expect(cards.getByText('Log in to see full statistics.')).toHaveCount(0);
  });

  test("the round module on /pilka-nozna shows that round's matches as cards", async ({ page }) => {
    await page.goto('/pilka-nozna');
    const round = page.getByRole('region', { name: '15. kolejka', exact: true });
    await expect(round.locator('[data-match-card]').first()).toBeVisible();
  });

  test('axe: /statystyki has no violations', async ({ page }) => {
    await page.goto('/statystyki');
    await expect(page.getByRole('region', { name: 'Statystyki zawodników' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('/statystyki is no wider than the viewport', async ({ page }) => {
      await page.goto('/statystyki');
      await expect(page.getByRole('region', { name: 'Statystyki zawodników' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
