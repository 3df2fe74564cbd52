import { club } from '@trybuna/config';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

interface BeltMatch {
  attributes: { ticket_counter: { external_url: string | null } | null };
}

test.describe('001 §2, §4, §9 ticket belt', () => {
  test("shows the sold tickets and 'KUP BILETY' to the first match's ticket page", async ({
    page,
    request,
    stack,
  }) => {
    // 001 §7: the belt's own call.
    const response = await request.get(
      `${stack.api}/api/v3/matches?filter[status_not_eq]=ended&filter[ticket_counter_show_counter_eq]=true&include=home_squad,home_squad.club_image,away_squad,away_squad.club_image,venue&page[size]=3&page[number]=1`,
    );
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: BeltMatch[] };
    const expected = data[0]?.attributes.ticket_counter?.external_url ?? club.urls.tickets;

    await page.goto('/pilka-nozna');
    const belt = page.getByRole('region', { name: 'Sprzedaż biletów' });
    await expect(belt).toBeVisible();
    // The slides move by themselves: read the first match slide wherever it is.
    const slide = belt.locator('[data-belt-slide="match"]').first();
    await expect(slide).toContainText('SPRZEDANE BILETY:');
    await expect(slide.locator('[data-belt-count]')).toHaveText(/^(WYPRZEDANE|\d+\/\d+)$/);
    await expect(belt.getByRole('link', { name: /KUP BILETY/ })).toHaveAttribute('href', expected);
    await expect(belt.getByRole('link', { name: /KUP BILETY/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test('has the season-package slide and the main sponsor', async ({ page }) => {
    await page.goto('/');
    const belt = page.getByRole('region', { name: 'Sprzedaż biletów' });
    await expect(belt.getByText('SPRZEDANE PAKIETY:')).toBeAttached();
    const sponsor = club.sponsors.SOCCER?.main;
    if (!sponsor) throw new Error('the demo club has a soccer main sponsor');
    await expect(belt.locator(`a[href="${sponsor.url}"]`)).toBeVisible();
  });

  test('one slide at a time, a pause button that stops the autoplay', async ({ page }) => {
    await page.goto('/pilka-nozna');
    const belt = page.getByRole('region', { name: 'Sprzedaż biletów' });
    expect(await belt.locator('[role="group"]').count()).toBeGreaterThan(1);
    // Only the selected slide is exposed; the others are hidden and inert.
    await expect(belt.locator('[role="group"]:not([aria-hidden="true"])')).toHaveCount(1);
    const pause = belt.getByRole('button', { name: 'Zatrzymaj przewijanie' });
    await pause.click();
    await expect(belt.getByRole('button', { name: 'Wznów przewijanie' })).toBeVisible();
  });

  test('re-reads the counters in the browser and shows a changed count', async ({ page }) => {
    // The browser's re-read of the matches (001 §7) is answered with the API's own document,
    // its counters changed: the belt shows the new count in place of the server-rendered one.
    await page.route(
      (url) =>
        url.pathname.endsWith('/api/v3/matches') &&
        url.searchParams.get('filter[ticket_counter_show_counter_eq]') === 'true',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          data: { attributes: { ticket_counter: Record<string, unknown> | null } }[];
        };
        for (const { attributes } of body.data) {
          if (attributes.ticket_counter) {
            attributes.ticket_counter = { ...attributes.ticket_counter, sold: 321, pool: 987 };
          }
        }
        await route.fulfill({ response, json: body });
      },
    );
    await page.goto('/pilka-nozna');
    const belt = page.getByRole('region', { name: 'Sprzedaż biletów' });
    const count = belt.locator('[data-belt-slide="match"] [data-belt-count]').first();
    await expect(count).toHaveText('321/987');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("one row (the match, the sold count, 'KUP BILETY'); a disclosure button opens the date, the slide controls and the sponsor", async ({
      page,
    }) => {
      await page.goto('/pilka-nozna');
      const belt = page.getByRole('region', { name: 'Sprzedaż biletów' });
      const more = belt.getByRole('button', { name: 'Więcej: data meczu, przewijanie i sponsor' });
      const slide = belt.locator('[role="group"]:not([aria-hidden="true"])');
      const buy = belt.getByRole('link', { name: /KUP BILETY/ });
      const date = belt
        .locator('[data-belt-slide="match"]')
        .first()
        .getByText(/^[A-ZĄĆĘŁŃÓŚŹŻ]+ \d{4}-\d{2}-\d{2}, \d{2}:\d{2}/);
      const sponsor = belt.getByRole('link', { name: /Sponsor główny/ });
      const pause = belt.getByRole('button', { name: 'Zatrzymaj przewijanie' });
      // Closed: one row, the rest hidden. Read once hydrated (the disclosure enabled): before,
      // the server's HTML holds every slide unhidden, and the carousel hides all but one.
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeEnabled();
      await expect(slide).toContainText(/SPRZEDANE (BILETY|PAKIETY):/);
      await expect(buy).toBeVisible();
      const [rowTop, buyTop] = [await slide.boundingBox(), await buy.boundingBox()];
      expect(Math.abs((rowTop?.y ?? 0) - (buyTop?.y ?? Infinity))).toBeLessThan(24);
      for (const hidden of [date, sponsor, pause]) await expect(hidden).toBeHidden();
      // Opened from the keyboard; closed again with Space.
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      for (const shown of [date, sponsor, pause, buy]) await expect(shown).toBeVisible();
      // The phone's chrome, the belt open: no violations.
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Space');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(sponsor).toBeHidden();
    });
  });

  test('is not on the other sections', async ({ page, stack }) => {
    await page.goto(`${variantOrigin(stack.web, 'academy')}/`);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('[data-ticket-belt]')).toHaveCount(0);
    await page.goto('/fundacja');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('[data-ticket-belt]')).toHaveCount(0);
  });
});
