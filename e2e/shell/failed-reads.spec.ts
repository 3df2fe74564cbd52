import type { APIRequestContext, Page } from '@playwright/test';
import { nearScreen } from '../support/near-screen';
import { signInThroughHeader } from '../support/sign-in';
import { expect, test } from '../support/fixtures';

/** 000 §8 / 001 §8 "data could not be loaded", verbatim (the spec's spelling). */
const MESSAGE = 'Wystapiły problemy z pobraniem danych';

/**
 * The stack's switch for failing server reads (DIAGNOSTIC_ROUTES=1): the features' reads go to
 * an address where no API answers; `[]` puts them back. Both drop every cached page.
 */
async function failServerReads(request: APIRequestContext, features: string[]): Promise<void> {
  const response = await request.post('/api/diagnostics/failing-reads', { data: { features } });
  expect(response.status()).toBe(204);
}

/** The data-load toast with its refresh button. */
async function expectDataLoadToast(page: Page): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: MESSAGE });
  await expect(toast.getByText(MESSAGE)).toBeVisible();
  await expect(toast.getByRole('button', { name: 'odśwież' })).toBeVisible();
}

/** The demo's live match (its match centre reads its timeline, statistics and lineups). */
async function liveMatchPath(request: APIRequestContext, api: string): Promise<string> {
  const doc = (await (
    await request.get(`${api}/api/v3/matches?filter[status_eq]=live&page[size]=1`)
  ).json()) as { data: { id: string }[] };
  const id = doc.data[0]?.id;
  if (!id) throw new Error('no live match in the demo data');
  return `/pilka-nozna/centrum-meczowe/${id}`;
}

/** Counts the browser's reports of a feature's failed read (console.error without Sentry). */
function reportsOf(page: Page, feature: string): () => number {
  let count = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(`${feature}: data not read`))
      count += 1;
  });
  return () => count;
}

test.describe('000 §8 a failed read shows the data-load toast and the rest of the page', () => {
  // One at a time: the server switch holds for the whole stack while a page renders, so, like
  // live-restart.spec.ts, this file relies on nothing else running beside it (CI's one worker).
  test.describe.configure({ mode: 'serial' });

  test('server reads (an unreachable API): belt, squad, statistics and tables modules, team, timetable, match centre', async ({
    page,
    request,
    stack,
  }) => {
    /** Opens `path` while `features` fail on the server; the reads are put back at once. */
    const openFailing = async (path: string, features: string[]) => {
      await failServerReads(request, features);
      try {
        return await page.goto(path);
      } finally {
        await failServerReads(request, []);
      }
    };

    // The football main page: belt, squad, statistic and group modules fail; the counter hero
    // (read with the page) stays. Served for 30 s at most, not the pages' 300 s.
    const soccer = await openFailing('/pilka-nozna', ['belt', 'squad', 'statistics', 'tables']);
    expect(soccer?.headers()['cache-control']).toContain('s-maxage=30,');
    await expectDataLoadToast(page);
    await expect(page.locator('[data-ticket-belt]')).toHaveCount(0);
    await expect(page.locator('[data-module="match"]')).toBeVisible();

    await openFailing('/pilka-nozna/druzyna', ['squad']);
    await expectDataLoadToast(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await openFailing('/pilka-nozna/terminarz/nadchodzace-mecze', ['timetable']);
    await expectDataLoadToast(page);
    await expect(page.getByRole('heading', { level: 1, name: /Nadchodzące mecze/ })).toBeVisible();

    await openFailing(await liveMatchPath(request, stack.api), ['match-centre']);
    await expectDataLoadToast(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('browser reads (the request aborted): the counter and belt pollers report once, not every tick', async ({
    page,
    stack,
  }) => {
    const counterReports = reportsOf(page, 'counter');
    let counterReads = 0;
    await page.route(`${stack.api}/api/v3/matches**`, async (route) => {
      if (route.request().url().includes('fields')) counterReads += 1;
      await route.abort();
    });
    await page.goto('/pilka-nozna');
    await expectDataLoadToast(page);
    // The counter re-reads every second and fails each time: one report, one toast.
    await expect.poll(() => counterReads, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(counterReports()).toBe(1);
    await expect(page.locator('[data-module="match"]')).toBeVisible();
    await expect(page.locator('[data-ticket-belt]')).toBeVisible();
  });

  test('browser reads: the match centre, its comments (with their own error state)', async ({
    page,
    request,
    stack,
  }) => {
    const path = await liveMatchPath(request, stack.api);
    for (const read of ['match_statistics', 'comments'])
      await page.route(`${stack.api}/api/v3/${read}**`, (route) => route.abort());
    await page.goto(path);
    await expectDataLoadToast(page);
    // The comments read their list when their section nears the screen (docs/web.md).
    await page.getByRole('region', { name: 'Komentarze' }).scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('alert').getByText('Nie udało się wczytać komentarzy.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("browser reads of a signed-in fan: the survey's vote, the quiz ranking (loading stops), a profile's statistics", async ({
    page,
    stack,
  }) => {
    await page.route(`${stack.api}/api/v3/surveys/**`, (route) => route.abort());
    await page.route(`${stack.api}/api/v3/quiz_rankings/**`, (route) => route.abort());
    await page.goto('/dla-kibica');
    await signInThroughHeader(page);
    // The survey and the quiz run (and read) once they near the screen (docs/web.md).
    await nearScreen(page.locator('[data-survey]').first());
    await expectDataLoadToast(page);
    await page
      .getByRole('status')
      .filter({ hasText: MESSAGE })
      .getByRole('button', { name: 'Zamknij' })
      .click();

    const quiz = page.locator('[data-quiz][data-stage]').first();
    await nearScreen(quiz);
    await quiz.getByRole('button', { name: 'See ranking' }).click();
    await expect(quiz.getByText('Nie udało się wczytać rankingu.')).toBeVisible();
    await expectDataLoadToast(page);

    // A player's full statistics, read with the fan's token: the limited set stays.
    await page.route(`${stack.api}/api/v3/statistics/**`, (route) => route.abort());
    await page.goto('/pilka-nozna/druzyna');
    const profile = await page.locator('a[href*="/zawodnik/"]').first().getAttribute('href');
    await page.goto(profile ?? '');
    await expectDataLoadToast(page);
    await expect(page.locator('[data-statistics="limited"]')).toBeVisible();
  });
});
