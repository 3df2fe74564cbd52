import type { APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from '../support/fixtures';
import { variantOrigin } from '../support/variants';

interface MatchDoc {
  data: {
    id: string;
    attributes: {
      start_time: string;
      postponed_start_time: string | null;
      hour_time_not_yet_defined: boolean;
    };
  }[];
  meta?: { pagination?: { current: number; last: number } };
}

/** Every match of the squad with this slug, read from the API page by page. */
async function squadMatches(request: APIRequestContext, api: string, slug: string) {
  const squads = (await (
    await request.get(`${api}/api/v3/squads?filter[slug_eq]=${slug}&include=season`)
  ).json()) as { data: { id: string }[] };
  const squad = squads.data[0];
  if (!squad) throw new Error(`no squad ${slug}`);
  const matches: MatchDoc['data'] = [];
  for (let number = 1; number < 10; number += 1) {
    const doc = (await (
      await request.get(
        `${api}/api/v3/matches?filter[squad_id_eq]=${squad.id}&page[size]=50&page[number]=${String(number)}`,
      )
    ).json()) as MatchDoc;
    matches.push(...doc.data);
    const pages = doc.meta?.pagination;
    if (!pages || pages.current >= pages.last) break;
  }
  return matches;
}

/** GET a feed from Node on a variant's host (*.localhost resolves only in browsers). */
async function getFeed(request: APIRequestContext, web: string, origin: string, path: string) {
  const url = new URL(path, web);
  url.hostname = '127.0.0.1';
  return request.get(url.href, { headers: { host: new URL(origin).host } });
}

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    vevent,
    event: new ICAL.Event(vevent),
  }));
}

test.describe('calendar feeds (/kalendarz/{team}.ics)', () => {
  test("the first team's feed: one VEVENT per match, stable UIDs, times from the API", async ({
    request,
    stack,
  }) => {
    const response = await request.get('/kalendarz/pierwsza-druzyna.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parse(await response.text());
    const matches = await squadMatches(request, stack.api, 'pierwsza-druzyna');
    expect(events).toHaveLength(matches.length);
    const host = new URL(stack.web).hostname;
    expect(events.map(({ event }) => event.uid).sort()).toEqual(
      matches.map((m) => `match-${m.id}@${host}`).sort(),
    );
    for (const match of matches) {
      const found = events.find(({ event }) => event.uid === `match-${match.id}@${host}`);
      const start = match.attributes.postponed_start_time ?? match.attributes.start_time;
      if (match.attributes.hour_time_not_yet_defined) {
        expect(found?.event.startDate.isDate, match.id).toBe(true);
        expect(found?.vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
      } else {
        // iCalendar times have whole seconds (RFC 5545 DATE-TIME).
        expect(found?.event.startDate.toJSDate().toISOString(), match.id).toBe(
          new Date(Math.floor(Date.parse(start) / 1000) * 1000).toISOString(),
        );
      }
    }
    // Read twice, the same UIDs (calendar apps update entries instead of duplicating them).
    const again = parse(await (await request.get('/kalendarz/pierwsza-druzyna.ics')).text());
    expect(again.map(({ event }) => event.uid)).toEqual(events.map(({ event }) => event.uid));
  });

  test('academy feeds on the academy host, an all-day entry where the hour is not set', async ({
    request,
    stack,
  }) => {
    const academy = variantOrigin(stack.web, 'academy');
    const response = await getFeed(request, stack.web, academy, '/kalendarz/u13-u7.ics');
    expect(response.status()).toBe(200);
    const events = parse(await response.text());
    expect(events.length).toBeGreaterThan(0);
    expect(events.some(({ event }) => event.startDate.isDate)).toBe(true);
    const matches = await squadMatches(request, stack.api, 'u13-u7');
    expect(events).toHaveLength(matches.length);
  });

  test('an unknown team is a 404', async ({ request, stack }) => {
    expect((await request.get('/kalendarz/nie-ma-takiej.ics')).status()).toBe(404);
    // The academy's teams are not on the soccer host, nor the first team on the academy's.
    expect((await request.get('/kalendarz/u19.ics')).status()).toBe(404);
    const academy = variantOrigin(stack.web, 'academy');
    const first = await getFeed(request, stack.web, academy, '/kalendarz/pierwsza-druzyna.ics');
    expect(first.status()).toBe(404);
  });
});
