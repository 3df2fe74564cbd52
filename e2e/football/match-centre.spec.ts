import type { APIRequestContext, Page } from '@playwright/test';
import { club } from '@trybuna/config';
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

interface ApiMatch {
  start_time: string;
  postponed_start_time: string | null;
  venue: string | null;
  competition: string | null;
  sections: string[];
}

/** The match as the API has it: start, venue, competition and its incidents' section types. */
async function apiMatch(request: APIRequestContext, api: string, id: string): Promise<ApiMatch> {
  const doc = (await (
    await request.get(`${api}/api/v3/matches/${id}?include=venue,competition,incidents`)
  ).json()) as {
    data: { attributes: { start_time: string; postponed_start_time: string | null } };
    included?: { type: string; attributes: { name?: string; section_type?: string } }[];
  };
  const of = (type: string) => (doc.included ?? []).filter((r) => r.type === type);
  return {
    ...doc.data.attributes,
    venue: of('venues')[0]?.attributes.name ?? null,
    competition: of('competitions')[0]?.attributes.name ?? null,
    sections: of('incidents').map((r) => r.attributes.section_type ?? ''),
  };
}

/** The wall clock of an instant in the club's zone, as 'YYYY.MM.DD HH:MM' and 'DD.MM.YYYY'. */
function clubClock(iso: string): { title: string; date: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: club.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const { year = '', month = '', day = '', hour = '', minute = '' } = parts;
  return { title: `${year}.${month}.${day} ${hour}:${minute}`, date: `${day}.${month}.${year}` };
}

/** 001 §3 section types in the spec's order, with their headings on the Polish site. */
const SECTIONS: [string, string][] = [
  ['goal', 'Gole'],
  ['assist', 'Asysty'],
  ['match_status', 'Przebieg meczu'],
  ['substitution', 'Zmiany'],
  ['other_incident', 'Inne zdarzenia'],
];

test.describe('001 §2 match centre', () => {
  test('opens from a match card with its title, header, subtitle, tabs, incidents and sharing', async ({
    page,
    request,
    stack,
  }) => {
    // The desktop browser under test has no native share sheet: force the share dialog.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const matchId = (await openFromCard(page)).split('/').pop() ?? '';
    const match = await apiMatch(request, stack.api, matchId);
    const start = clubClock(match.postponed_start_time ?? match.start_time);
    // 001 §3 parsedDate in the club's zone: '2026.11.29 18:30' for a 17:30 UTC kick-off.
    await expect(page).toHaveTitle(
      new RegExp(`^LIVE Coverage - match .+ - .+ - ${start.title.replaceAll('.', '\\.')}( |$)`),
    );
    // The header: date and time, venue, competition, and the club's own side in words.
    const header = page.getByRole('region', { name: 'Status meczu' });
    await expect(header).toContainText(start.date);
    await expect(header).toContainText(start.title.slice(-5));
    expect(match.venue).toBeTruthy();
    expect(match.competition).toBeTruthy();
    await expect(header).toContainText(match.venue ?? '');
    await expect(header).toContainText(match.competition ?? '');
    const own = header.getByText('Nasza drużyna', { exact: true });
    await expect(own).toHaveCount(1);
    await expect(own.locator('..')).toContainText(club.displayName);
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
    // 001 §3 incidents grouped by their section types, in the spec's order.
    const headings = SECTIONS.filter(([type]) => match.sections.includes(type)).map(
      ([, name]) => name,
    );
    expect(headings.length).toBeGreaterThan(0);
    await statistics.click();
    const incidents = page
      .getByRole('tabpanel', { name: 'Statistics' })
      .getByRole('region', { name: 'Zdarzenia meczu' });
    await expect(incidents.getByRole('heading', { level: 3 })).toHaveText(headings);
    await timeline.click();
    await expect(timeline).toHaveAttribute('aria-selected', 'true');

    const coverage = page.getByRole('tabpanel', { name: 'Minute by minute' });
    // 001 §3 a survey item: its kind and title, then (read once it nears the screen, with the
    // card's code) the survey card with the spec's 'Log in to vote' for an anonymous fan.
    const items = coverage.getByRole('listitem');
    const survey = items
      .filter({ has: page.getByText('Ankieta', { exact: true }) })
      .or(items.filter({ has: page.locator('[data-survey]') }));
    await survey.scrollIntoViewIfNeeded();
    await expect(
      survey.locator('[data-survey]').getByRole('button', { name: 'Log in to vote' }).first(),
    ).toBeVisible();

    // 001 §2: sharing an item opens the share dialog with the page URL plus ?event={id}.
    const first = coverage.getByRole('listitem').first();
    const itemId = ((await first.getAttribute('id')) ?? '').replace(/^event-/, '');
    expect(itemId).toMatch(/^\d+$/);
    await first.getByRole('button', { name: 'Udostępnij' }).click();
    const dialog = page.getByRole('dialog', { name: 'Udostępnij' });
    const link = await dialog.getByRole('textbox').inputValue();
    // The API's short link when it answered in time (000 §7.5), else the long URL itself.
    const target = /\/s\/[^/?]+$/.test(link)
      ? (await request.get(link, { maxRedirects: 0 })).headers().location
      : link;
    expect(target).toMatch(
      new RegExp(`/pilka-nozna/centrum-meczowe/${matchId}\\?event=${itemId}$`),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // 001 §4: after the older items, 'load more' reads the incidents; then nothing is left.
    const older = coverage.getByRole('button', { name: 'Pokaż starsze wpisy' });
    const readIncidents = coverage.getByRole('button', { name: 'Pokaż zdarzenia meczu' });
    await expect(older.or(readIncidents).first()).toBeVisible();
    while (await older.isVisible()) {
      await older.click();
      await expect(older.or(readIncidents).first()).toBeEnabled();
    }
    await readIncidents.click();
    const joined = coverage.getByRole('region', { name: 'Zdarzenia meczu' });
    await expect(joined.getByRole('heading', { level: 4 })).toHaveText(headings);
    await expect(readIncidents).toHaveCount(0);
    await expect(older).toHaveCount(0);
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
