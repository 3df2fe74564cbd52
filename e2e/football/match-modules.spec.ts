import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { matchCardButton } from '@trybuna/domain';
import { expect, test } from '../support/fixtures';

interface ApiMatch {
  id: string;
  attributes: {
    status: string;
    video_url: string | null;
    tickets_url: string | null;
    match_highlights: string | null;
  };
}

/** The match of a card as the API has it (what decides its button, 001 §4). */
async function apiMatch(request: APIRequestContext, api: string, id: string): Promise<ApiMatch> {
  const response = await request.get(
    `${api}/api/v3/matches/${id}?fields[matches]=status,video_url,tickets_url,match_highlights`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiMatch }).data;
}

/** Every match card of a page with its id. */
async function cards(page: Page): Promise<{ id: string; card: Locator }[]> {
  const ids = await page
    .locator('[data-match-card]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-match-card') ?? ''));
  return ids.map((id) => ({ id, card: page.locator(`[data-match-card="${id}"]`).first() }));
}

test.describe('001 §2, §4 match counter hero', () => {
  test('the countdown ticks on the football home', async ({ page }) => {
    await page.goto('/pilka-nozna');
    const hero = page.locator('[data-module="match"]');
    await expect(hero.getByRole('heading', { level: 2, name: 'Następny mecz' })).toBeVisible();
    const timer = hero.getByRole('timer');
    await expect(timer).toBeVisible();
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5000 }).not.toBe(first);
  });

  test("the live match on the home page says 'mecz trwa' and links to the match centre", async ({
    page,
  }) => {
    const reRead = page.waitForRequest(/\/api\/v3\/matches\/\d+\?fields\[matches\]=status(,|%2C)/);
    await page.goto('/');
    const hero = page.locator('[data-module="match"]');
    await expect(hero.getByRole('heading', { level: 2, name: 'mecz trwa' })).toBeVisible();
    await expect(hero.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(hero.getByText(/^Wynik: \d+ : \d+$/)).toBeAttached();
    await expect(hero.getByRole('link', { name: /match centre/ })).toHaveAttribute(
      'href',
      /^\/pilka-nozna\/centrum-meczowe\/\d+$/,
    );
    await expect(hero.getByRole('timer')).toHaveCount(0);
    // 001 §4: the match is re-read while the page is visible.
    await reRead;
  });
});

test.describe('001 §4 match card buttons on demo matches', () => {
  test('each card shows the button of the first rule that applies', async ({
    page,
    request,
    stack,
  }) => {
    test.setTimeout(90_000);
    const seen = new Set<string>();
    for (const path of [
      '/pilka-nozna/terminarz/nadchodzace-mecze',
      '/pilka-nozna/terminarz/rozegrane-mecze',
    ]) {
      await page.goto(path);
      for (const { id, card } of await cards(page)) {
        const match = await apiMatch(request, stack.api, id);
        const rule = matchCardButton(match.attributes);
        const action = card.locator('[data-action]');
        if (rule === null) {
          await expect(action, `match ${id}`).toHaveCount(0);
          continue;
        }
        seen.add(rule);
        await expect(action, `match ${id}`).toHaveAttribute('data-action', rule);
        const expected = {
          match_centre: `/pilka-nozna/centrum-meczowe/${id}`,
          video: match.attributes.video_url,
          tickets: match.attributes.tickets_url,
          highlights: match.attributes.match_highlights,
        }[rule];
        await expect(action, `match ${id}`).toHaveAttribute('href', expected ?? '');
        if (rule === 'match_centre') await expect(action).toHaveText(/match centre/);
        if (rule === 'tickets') await expect(action).toHaveText(/tickets/);
        // The ticket shop is another site: a new tab (video and highlights are the club's own).
        if (rule === 'tickets') await expect(action).toHaveAttribute('target', '_blank');
      }
    }
    expect([...seen].sort()).toEqual(['highlights', 'match_centre', 'tickets', 'video']);
  });
});

test.describe('001 §2, §4 schedule and match list', () => {
  test("the football home's match list has the last match and a carousel of incoming ones", async ({
    page,
  }) => {
    await page.goto('/pilka-nozna');
    const list = page.locator('[data-module="match_list"]');
    await expect(list.getByRole('heading', { name: 'Ostatni mecz' })).toBeVisible();
    await expect(list.locator('[data-schedule-part="last"] [data-match-card]')).toHaveCount(1);
    await expect(list.getByRole('heading', { name: 'Nadchodzące mecze' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Terminarz', exact: true })).toHaveAttribute(
      'href',
      '/pilka-nozna/terminarz/nadchodzace-mecze',
    );
    const previous = list.getByRole('button', { name: 'Poprzednie mecze' });
    const next = list.getByRole('button', { name: 'Kolejne mecze' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(previous).toBeDisabled();
  });

  test('the home schedule starts with a pending match: everything is incoming', async ({
    page,
  }) => {
    await page.goto('/');
    const schedule = page.locator('[data-module="schedule"]');
    await expect(schedule.getByRole('heading', { name: 'Nadchodzące mecze' })).toBeVisible();
    await expect(schedule.getByRole('heading', { name: 'Ostatni mecz' })).toHaveCount(0);
  });
});

test.describe('Phones: the football modules and the belt fit 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('no sideways scrolling on / and /pilka-nozna', async ({ page }) => {
    for (const path of ['/', '/pilka-nozna']) {
      await page.goto(path);
      await expect(page.locator('[data-ticket-belt]')).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} is ${String(scrollWidth)} px wide`).toBeLessThanOrEqual(
        clientWidth,
      );
    }
  });
});
