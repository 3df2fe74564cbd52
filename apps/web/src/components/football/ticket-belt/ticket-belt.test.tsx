import type { CompetitionSeason, Match } from '@trybuna/api-client';
import { club } from '@trybuna/config';
import { describe, expect, it } from 'vitest';
import { OWN_ORIGIN, image } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { ticketBeltUrls } from '@trybuna/api-client/browser';
import { TicketBeltView } from './ticket-belt';

const urls = ticketBeltUrls('https://api.example/api/v3');

function crest(id: string) {
  const thumb = `${OWN_ORIGIN}/api/images/fit-in/400x400/crests/${id}.png`;
  return { ...image({ id: `c${id}` }), variants: { thumb: { url: thumb } } };
}

function match(id: string, overrides: Partial<Match> = {}): Match {
  return {
    id,
    type: 'matches',
    status: 'pending',
    // A Sunday evening in Warsaw.
    start_time: '2026-11-29T17:30:00.000Z',
    ticket_counter_show_counter: true,
    ticket_counter: { sold: 1200, pool: 30000, external_url: `https://bilety.example/${id}` },
    home_squad: { id: '1', type: 'squads', club_name: 'KS Sokół Warszawa', club_image: crest('1') },
    away_squad: { id: '2', type: 'squads', club_name: 'Lech Poznań', club_image: crest('2') },
    venue: { id: '1', type: 'venues', name: 'Stadion Miejski' },
    ...overrides,
  };
}

function season(overrides: Partial<CompetitionSeason> = {}): CompetitionSeason {
  return {
    id: '12',
    type: 'competition_seasons',
    name: 'Ekstraliga 2026/27',
    ticket_counter_show_counter: true,
    ticket_counter: { sold: 14238, pool: 18000 },
    ...overrides,
  };
}

const render = (matches: Match[], current: CompetitionSeason | null = null) =>
  renderModule(<TicketBeltView data={{ matches, season: current, urls }} locale="pl" />);

describe('ticket belt (001 §2, §4, §7, §9)', () => {
  it("shows a match slide: both clubs, the date with the Polish weekday, 'SPRZEDANE BILETY:' sold/pool", () => {
    const html = render([match('7')]);
    expect(html).toContain('KS Sokół Warszawa');
    expect(html).toContain('Lech Poznań');
    expect(html).toContain('NIEDZIELA 2026-11-29, 18:30');
    expect(html).toContain('Stadion Miejski');
    expect(html).toMatch(/SPRZEDANE BILETY:<\/span> <span[^>]*>1200\/30000</);
  });

  it("says 'WYPRZEDANE' when sold reaches the pool", () => {
    const html = render([match('7', { ticket_counter: { sold: 500, pool: 500 } })]);
    expect(html).toContain('WYPRZEDANE');
  });

  it("adds the season slide with 'SPRZEDANE PAKIETY:' when sold > 0, or always for season 339", () => {
    const html = render([match('7')], season());
    expect(html).toMatch(/SPRZEDANE PAKIETY:<\/span> <span[^>]*>14238\/18000</);
    expect(html).toContain('Ekstraliga 2026/27');
    const none = render([match('7')], season({ ticket_counter: { sold: 0, pool: 100 } }));
    expect(none).not.toContain('SPRZEDANE PAKIETY:');
    const always = render([], season({ id: '339', ticket_counter: { sold: 0, pool: 100 } }));
    expect(always).toContain('SPRZEDANE PAKIETY:');
  });

  it("links 'KUP BILETY' to the first match's external url, else to the ticket shop", () => {
    const html = render([match('7'), match('8')]);
    expect(html).toMatch(/<a href="https:\/\/bilety\.example\/7"[^>]*>.*?KUP BILETY/);
    const shop = render([], season());
    expect(shop).toContain(`href="${club.urls.tickets}"`);
  });

  it('links the main sponsor of the config', () => {
    const sponsor = club.sponsors.SOCCER?.main;
    expect(sponsor).toBeDefined();
    expect(render([match('7')])).toContain(`href="${sponsor?.url ?? ''}"`);
  });

  it('is a scroller of every slide, each exposed until hydrated, with a pause button', () => {
    const html = render([match('7'), match('8')], season());
    expect(html.match(/role="group"/g)).toHaveLength(3);
    // Without script the scroller is swiped to any slide; once hydrated, the slides off screen
    // are hidden and inert (e2e/football/ticket-belt.spec.ts).
    expect(html).not.toContain('aria-hidden="true" inert=""');
    expect(html).toMatch(/<div class="[^"]*" tabindex="0">/);
    expect(html).toContain('aria-label="Zatrzymaj przewijanie"');
    expect(html).toContain('aria-label="Następny slajd"');
  });

  it("is the closed one-row belt in the server's HTML: a disclosure button, not yet enabled", () => {
    const html = render([match('7'), match('8')]);
    expect(html).toMatch(
      /<button type="button"[^>]*aria-expanded="false" disabled=""[^>]*>.*?Więcej: data meczu, przewijanie i sponsor<\/span><\/button>/,
    );
    expect(html).not.toContain('data-open');
  });

  it('has no controls for a single slide', () => {
    const html = render([match('7')]);
    expect(html).not.toContain('Zatrzymaj przewijanie');
    expect(html).not.toContain('Następny slajd');
  });

  it('renders nothing at all when no slide qualifies', () => {
    expect(render([])).toBe('');
    expect(render([match('7', { status: 'ended' })], season({ ticket_counter: null }))).toBe('');
    expect(render([match('7', { ticket_counter_show_counter: false })])).toBe('');
  });

  it('hands the browser the two calls of 001 §7 to re-read', () => {
    expect(urls.matches).toBe(
      'https://api.example/api/v3/matches?filter[status_not_eq]=ended&filter[ticket_counter_show_counter_eq]=true&page[number]=1&page[size]=3&include=home_squad%2Chome_squad.club_image%2Caway_squad%2Caway_squad.club_image%2Cvenue',
    );
    expect(urls.seasons).toBe(
      'https://api.example/api/v3/competition_seasons?filter[ticket_counter_show_counter_eq]=true&page[number]=1&page[size]=1',
    );
  });
});
