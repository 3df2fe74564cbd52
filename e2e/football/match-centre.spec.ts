import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** Opens the demo's live match centre from the counter hero's 'match centre' button. */
async function openFromCard(page: Page): Promise<string> {
  await page.goto('/');
  const link = page.locator('[data-module="match"]').getByRole('link', { name: /match centre/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/pilka-nozna\/centrum-meczowe\/\d+$/);
  await link.click();
  // The URL changes once the page has arrived: a first visit renders it on demand (ISR),
  // which takes seconds on a busy machine.
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 20_000 });
  return href;
}

test.describe('001 §2 match centre', () => {
  test('opens from a match card with its title, subtitle and tabs', async ({ page }) => {
    await openFromCard(page);
    await expect(page).toHaveTitle(/^LIVE Coverage - match .+ - .+ - \d{4}\.\d{2}\.\d{2}/);
    await expect(page.getByText('Coverage is automatically refreshed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to full coverage' })).toBeVisible();
    const timeline = page.getByRole('tab', { name: 'Minute by minute' });
    const statistics = page.getByRole('tab', { name: 'Statistics' });
    await expect(timeline).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Link do tego wpisu');
    await expect(timeline).toBeEnabled();
    await timeline.focus();
    await page.keyboard.press('ArrowRight');
    await expect(statistics).toHaveAttribute('aria-selected', 'true');
    await expect(statistics).toBeFocused();
    await statistics.click();
    await timeline.click();
    await expect(timeline).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown or non-numeric id is a 404, and so is the internal path', async ({ page }) => {
    for (const path of [
      '/pilka-nozna/centrum-meczowe/999999999',
      '/pilka-nozna/centrum-meczowe/abc',
      '/match-centre/1',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('axe: the match centre has no violations', async ({ page }) => {
    await openFromCard(page);
    await expect(page.getByRole('tablist')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the match centre is no wider than a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openFromCard(page);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});

test.describe('001 §2 ?event= links', () => {
  test('an item link shows that item alone, then the whole coverage', async ({
    page,
    request,
    stack,
  }) => {
    const matchId = ((await openFromCard(page)).split('/').pop() ?? '').trim();
    const doc = (await (
      await request.get(
        `${stack.api}/api/v3/match_centre_components?filter[match_id_eq]=${matchId}&sort=-id&page[size]=10`,
      )
    ).json()) as { data: { id: string; attributes: { visibility: string | null } }[] };
    // The second newest item the web shows (items marked 'mobile' are not on the web).
    const web = doc.data.filter((item) => item.attributes.visibility !== 'mobile');
    const older = web[1]?.id ?? '';
    expect(older).toMatch(/^\d+$/);

    await page.goto(`/pilka-nozna/centrum-meczowe/${matchId}?event=${older}`);
    const items = page.getByRole('tabpanel').getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(page.locator(`#event-${older}`)).toBeVisible();
    await page.getByRole('link', { name: 'Pokaż całą relację' }).click();
    await expect(page).toHaveURL(new RegExp(`/pilka-nozna/centrum-meczowe/${matchId}#coverage$`));
    await expect.poll(() => items.count()).toBeGreaterThan(1);
  });
});
