import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { resetMatch } from '../support/live-match';
import { DEMO_EDITOR, DEMO_FAN, userToken } from '../support/sign-in';

/** The demo's live match (the one the home page's counter hero links to). */
async function liveMatchId(request: APIRequestContext, api: string): Promise<string> {
  const doc = (await (
    await request.get(`${api}/api/v3/matches?filter[status_eq]=live&page[size]=1`)
  ).json()) as { data: { id: string }[] };
  const id = doc.data[0]?.id;
  if (!id) throw new Error('the demo content has no live match');
  return id;
}

/** Signs in on the account service from the desk's own login button. */
async function signInOnDesk(page: Page, account: { email: string; password: string }) {
  await page.getByRole('main').getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Hasło').fill(account.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

const deskPath = (id: string) => `/redakcja/centrum-meczowe/${id}`;

/**
 * A pending demo match no other test follows: the second furthest ahead (the simulator's is
 * the furthest, the home page's counter the nearest).
 */
async function quietPendingMatchId(request: APIRequestContext, api: string): Promise<string> {
  const doc = (await (
    await request.get(
      `${api}/api/v3/matches?filter[status_eq]=pending&sort=-start_time&page[size]=2`,
    )
  ).json()) as { data: { id: string }[] };
  const id = doc.data[1]?.id;
  if (!id) throw new Error('the demo content has fewer than two pending matches');
  return id;
}

test.describe('the match desk (issue 16)', () => {
  test('asks visitors to sign in, refuses a fan, and is never indexed', async ({
    page,
    request,
    stack,
  }) => {
    const id = await liveMatchId(request, stack.api);
    await page.goto(deskPath(id));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Panel relacji:');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(
      page.getByText('Zaloguj się kontem redakcji, aby prowadzić relację.'),
    ).toBeVisible();
    await signInOnDesk(page, DEMO_FAN);
    await expect(page).toHaveURL(new RegExp(`${deskPath(id)}$`));
    await expect(page.getByText('To konto nie może prowadzić relacji.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opublikuj' })).toHaveCount(0);
    const robots = await (await request.get(`${stack.web}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /redakcja/');
  });

  test('an editor posts, edits and deletes an item that a fan sees live', async ({
    browser,
    request,
    stack,
  }) => {
    test.setTimeout(90_000);
    const id = await liveMatchId(request, stack.api);
    const fanContext = await browser.newContext({ baseURL: stack.web });
    const fan = await fanContext.newPage();
    await fan.goto(`/pilka-nozna/centrum-meczowe/${id}`);
    await expect(fan.getByRole('tablist')).toBeVisible();
    await fan.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const editorContext = await browser.newContext({ baseURL: stack.web });
    const desk = await editorContext.newPage();
    await desk.goto(deskPath(id));
    await signInOnDesk(desk, DEMO_EDITOR);
    const publish = desk.getByRole('button', { name: 'Opublikuj' });
    await expect(publish).toBeVisible();
    expect(await axeViolations(desk)).toEqual([]);

    const text = `Wpis z panelu ${String(Date.now())}`;
    await desk.getByLabel('Treść').fill(`${text}\n<b>nie pogrubiony</b>`);
    await publish.click();
    await expect(desk.getByRole('status').filter({ hasText: 'Zapisano: Tekst.' })).toBeVisible();

    // The fan's page, without a reload: the item arrives over /cable, its markup escaped.
    const fanItem = fan.getByRole('tabpanel').getByRole('listitem').filter({ hasText: text });
    await expect(fanItem).toBeVisible({ timeout: 10_000 });
    await expect(fanItem).toContainText('<b>nie pogrubiony</b>');

    // Edit it from the desk.
    const deskItem = desk.getByRole('listitem').filter({ hasText: text });
    await deskItem.getByRole('button', { name: 'Edytuj' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Edycja wpisu' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(desk)).toEqual([]);
    await dialog.getByLabel('Treść').fill(`${text} (poprawiony)`);
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog).toBeHidden();
    await expect(fan.getByText(`${text} (poprawiony)`)).toBeVisible({ timeout: 10_000 });

    // Delete it: the question first, focus back on the button after cancelling.
    const remove = desk
      .getByRole('listitem')
      .filter({ hasText: `${text} (poprawiony)` })
      .getByRole('button', { name: 'Usuń' });
    await remove.click();
    const confirm = desk.getByRole('dialog', { name: 'Usunąć wpis?' });
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await confirm.getByRole('button', { name: 'Usuń wpis' }).click();
    await expect(fan.getByText(`${text} (poprawiony)`)).toHaveCount(0, { timeout: 10_000 });
    await expect(desk.getByText(`${text} (poprawiony)`)).toHaveCount(0);

    expect(
      await fan.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    await fanContext.close();
    await editorContext.close();
  });

  test('kick-off, a goal and the statistics from the desk reach a fan', async ({
    browser,
    request,
    stack,
  }) => {
    test.setTimeout(90_000);
    const id = await quietPendingMatchId(request, stack.api);
    try {
      const fanContext = await browser.newContext({ baseURL: stack.web });
      const fan = await fanContext.newPage();
      await fan.goto(`/pilka-nozna/centrum-meczowe/${id}`);
      const header = fan.getByRole('region', { name: 'Status meczu' });
      await expect(header).toContainText('przed meczem');

      const editorContext = await browser.newContext({ baseURL: stack.web });
      const desk = await editorContext.newPage();
      await desk.goto(deskPath(id));
      await signInOnDesk(desk, DEMO_EDITOR);
      await desk.getByRole('button', { name: 'Rozpocznij mecz' }).click();
      await expect(header).toContainText('mecz trwa', { timeout: 10_000 });
      await expect(header).toContainText('1. połowa');
      await expect(desk.getByRole('button', { name: 'Koniec 1. połowy' })).toBeVisible();

      const goal = desk.getByRole('region', { name: 'Gol', exact: true });
      await goal.getByLabel('Strzelec').fill('Jan Testowy');
      await goal.getByRole('button', { name: 'Dodaj gola' }).click();
      await expect(header).toContainText('1 : 0', { timeout: 10_000 });
      await expect(fan.getByRole('tabpanel')).toContainText('Jan Testowy');

      const stats = desk.getByRole('region', { name: 'Statystyki meczu' });
      await stats
        .getByLabel(/^Strzały: /)
        .first()
        .fill('7');
      await stats
        .getByLabel(/^Strzały: /)
        .nth(1)
        .fill('3');
      await stats
        .getByLabel(/^Faule: /)
        .first()
        .fill('5');
      await stats.getByRole('button', { name: 'Zapisz statystyki' }).click();
      await expect(desk.getByRole('status').filter({ hasText: 'Zapisano' })).toBeVisible();

      // The fan (anonymous) sees the limited set, live; the editor (signed in) all of it.
      await fan.getByRole('tab', { name: 'Statistics' }).click();
      const shots = fan.locator('tr[data-stat="shots"]');
      await expect(shots).toContainText('7', { timeout: 10_000 });
      await expect(shots).toContainText('3');
      await expect(fan.locator('tr[data-stat="fouls"]')).toHaveCount(0);
      await expect(fan.getByText('Log in to see full statistics.')).toBeVisible();
      await desk.goto(`/pilka-nozna/centrum-meczowe/${id}`);
      await desk.getByRole('tab', { name: 'Statistics' }).click();
      await expect(desk.locator('tr[data-stat="fouls"]')).toContainText('5', { timeout: 15_000 });
      // The way to the desk: for a signed-in editor only (its code loads for a signed-in account).
      await expect(desk.getByRole('link', { name: 'Panel relacji' })).toBeVisible();
      await expect(fan.getByRole('link', { name: 'Panel relacji' })).toHaveCount(0);
      await fanContext.close();
      await editorContext.close();
    } finally {
      // A token of its own: the test's tokens live 8 s (e2e/global-setup.ts).
      await resetMatch(request, stack.api, await userToken(request, stack, DEMO_EDITOR), id);
    }
  });

  test('a refused write shows why, and the desk fits a 360 px phone', async ({
    page,
    request,
    stack,
  }) => {
    const id = await liveMatchId(request, stack.api);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(deskPath(id));
    await signInOnDesk(page, DEMO_EDITOR);
    const post = page.getByRole('region', { name: 'Wpis', exact: true });
    await post.getByLabel('Rodzaj wpisu').selectOption('video');
    // An address the browser accepts but the API refuses (not https, not the club's own).
    await post.getByLabel('Minuta').fill('12');
    await post.getByLabel('Adres (https://…)').fill('http://video.example/film');
    await post.getByRole('button', { name: 'Opublikuj' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Nie zapisano, popraw dane:' });
    await expect(status).toBeVisible();
    await expect(status.getByRole('listitem').first()).toContainText('payload');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
