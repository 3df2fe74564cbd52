import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInThroughHeader } from '../support/sign-in';

interface PlayerDoc {
  data: {
    id: string;
    attributes: { first_name: string; last_name: string; social_media?: unknown[] };
  }[];
}

/** The first team's active players, from the API (demo content). */
async function firstTeamPlayers(request: APIRequestContext, api: string) {
  const squads = (await (
    await request.get(`${api}/api/v3/squads?filter[slug_eq]=pierwsza-druzyna&page[size]=1`)
  ).json()) as { data: { id: string }[] };
  const squadId = squads.data[0]?.id;
  if (!squadId) throw new Error('no first-team squad in the demo content');
  const doc = (await (
    await request.get(
      `${api}/api/v3/squad_players?filter[squad_id_eq]=${squadId}&filter[status_eq]=active&page[size]=50`,
    )
  ).json()) as PlayerDoc;
  return doc.data.map((p) => ({
    id: p.id,
    name: `${p.attributes.first_name} ${p.attributes.last_name}`,
    social: (p.attributes.social_media ?? []).length > 0,
  }));
}

/** Opens a first-team player's profile from the team page by clicking their card. */
async function openFromTeamPage(page: Page, name: string) {
  await page.goto('/pilka-nozna/druzyna');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pilka-nozna\/druzyna\/zawodnik\/[a-z0-9-]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('001 §2 player profile', () => {
  test('opened from a team page: title, breadcrumbs, biography, Person structured data', async ({
    page,
    request,
    stack,
  }) => {
    const [player] = await firstTeamPlayers(request, stack.api);
    if (!player) throw new Error('no first-team player');
    await openFromTeamPage(page, player.name);
    await expect(page).toHaveTitle(new RegExp(`^${player.name} - Player Profile`));
    const crumbs = page.getByRole('navigation', { name: 'Okruszki' });
    await expect(crumbs.getByRole('link', { name: 'piłka nożna' })).toHaveAttribute(
      'href',
      '/pilka-nozna',
    );
    await expect(crumbs.getByRole('link', { name: 'Pierwsza drużyna' })).toHaveAttribute(
      'href',
      '/pilka-nozna/druzyna',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Biografia' })).toBeVisible();
    await expect(page.getByText('Data urodzenia')).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const person = blocks
      .map((t) => JSON.parse(t) as { '@type': string; name?: string })
      .find((d) => d['@type'] === 'Person');
    expect(person?.name).toBe(player.name);
  });

  test('anonymous: the limited statistics and the login prompt; signed in: the full set', async ({
    page,
    request,
    stack,
  }) => {
    const [player] = await firstTeamPlayers(request, stack.api);
    if (!player) throw new Error('no first-team player');
    await openFromTeamPage(page, player.name);
    const statistics = page.getByRole('region', { name: 'Statystyki' });
    await expect(statistics.getByText('Rozegrane mecze', { exact: true })).toBeVisible();
    await expect(statistics.getByText('Log in to see full statistics.')).toBeVisible();
    await expect(statistics.getByRole('button', { name: 'Zaloguj' })).toBeVisible();
    await expect(statistics.getByText('Żółte kartki', { exact: true })).toHaveCount(0);
    // The full set is never in the page's HTML (ISR): only the browser reads it, with a token.
    const html = await (await request.get(page.url())).text();
    expect(html).toContain('Log in to see full statistics.');
    // (The labels travel in the messages of the page's payload; a rendered row would be markup.)
    expect(html).not.toContain('>Żółte kartki<');

    await signInThroughHeader(page);
    await expect(statistics.getByText('Żółte kartki', { exact: true })).toBeVisible();
    await expect(statistics.getByText('Czerwone kartki', { exact: true })).toBeVisible();
    await expect(statistics.getByText('Log in to see full statistics.')).toHaveCount(0);
    // Every other 001 §3 key with a value, by group, in Polish.
    await expect(statistics.getByRole('heading', { name: 'Dyscyplina i inne' })).toBeVisible();
    await expect(statistics.getByText('Faule na zawodniku', { exact: true })).toBeVisible();
    await expect(statistics.getByText('Kluczowe podania', { exact: true })).toBeVisible();
  });

  test('the sections show only when the player has data', async ({ page, request, stack }) => {
    const players = await firstTeamPlayers(request, stack.api);
    const withSocial = players.find((p) => p.social);
    const without = players.find((p) => !p.social);
    if (!withSocial || !without) throw new Error('the demo first team lacks profile sections');
    await openFromTeamPage(page, withSocial.name);
    const social = page.getByRole('region', { name: 'Player on social media' });
    await expect(social.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
    await openFromTeamPage(page, without.name);
    await expect(page.getByRole('heading', { name: 'Player on social media' })).toHaveCount(0);
  });

  test('a wrong slug answers 308 to the canonical profile; an unknown id is 404', async ({
    page,
    request,
    stack,
  }) => {
    const [player] = await firstTeamPlayers(request, stack.api);
    if (!player) throw new Error('no first-team player');
    const answer = await request.get(`/pilka-nozna/druzyna/zawodnik/ktos-inny/${player.id}`, {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toMatch(
      new RegExp(`/pilka-nozna/druzyna/zawodnik/[a-z0-9-]+/${player.id}$`),
    );
    const missing = await page.goto('/pilka-nozna/druzyna/zawodnik/nikt/999999');
    expect(missing?.status()).toBe(404);
  });

  test('axe: a profile has no violations, and it fits a 360 px phone', async ({
    page,
    request,
    stack,
  }) => {
    const players = await firstTeamPlayers(request, stack.api);
    const player = players.find((p) => p.social) ?? players[0];
    if (!player) throw new Error('no first-team player');
    await openFromTeamPage(page, player.name);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
