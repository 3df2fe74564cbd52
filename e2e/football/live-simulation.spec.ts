import { spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { resetMatch } from '../support/live-match';
import { DEMO_EDITOR, userToken } from '../support/sign-in';

/** Makes the page believe its tab was hidden or shown again (the Page Visibility API). */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** Runs `npm run simulate` against the test stack; resolves with its exit code and output. */
function simulate(
  stack: { web: string; api: string; sso: string },
  matchId: string,
  minutes: number,
) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/simulate.ts', matchId, '--minutes', String(minutes)],
    {
      env: { ...process.env, WEB_URL: stack.web, API_URL: stack.api, SSO_URL: stack.sso },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('exit', (code) => {
      resolve({ code, output });
    });
  });
}

test.describe('issue 16: a simulated match on an open match centre', () => {
  test('status, score and items arrive without a reload; the title counts them while hidden', async ({
    page,
    request,
    stack,
  }) => {
    test.setTimeout(120_000);
    // The match `npm start` offers to the simulator: the demo's pending match furthest ahead.
    const doc = (await (
      await request.get(
        `${stack.api}/api/v3/matches?filter[status_eq]=pending&sort=-start_time&page[size]=1`,
      )
    ).json()) as { data: { id: string }[] };
    const id = doc.data[0]?.id ?? '';
    expect(id).toMatch(/^\d+$/);

    await page.goto(`/pilka-nozna/centrum-meczowe/${id}`);
    const header = page.getByRole('region', { name: 'Status meczu' });
    await expect(header).toContainText('przed meczem');
    await expect(page).toHaveTitle(/^LIVE Coverage - match /);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const run = simulate(stack, id, 0.3);
    const timeline = page.getByRole('tabpanel');
    await expect(header).toContainText('mecz trwa', { timeout: 20_000 });
    await expect(timeline).toContainText('Zaczynamy!', { timeout: 20_000 });

    // Hidden: the title counts the items that arrive; shown again, the count goes.
    await setHidden(page, true);
    await expect(page).toHaveTitle(/^\(\d+\) LIVE Coverage - match /, { timeout: 20_000 });
    await setHidden(page, false);
    await expect(page).toHaveTitle(/^LIVE Coverage - match /);

    await expect(header).toContainText('mecz zakończony', { timeout: 60_000 });
    await expect(header).toContainText('2 : 1');
    await expect(timeline).toContainText('Ostatnie minuty');
    const { code, output } = await run;
    expect(code, output).toBe(0);
    expect(output).toContain('full time, 2:1');
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    // Pending again, as the pages rendered before this test show it (timetables, cards).
    await resetMatch(request, stack.api, await userToken(request, stack, DEMO_EDITOR), id);
  });
});
