import { describe, expect, it } from 'vitest';
import { shellBlocks } from '../src/display-rules';
import {
  matchSlideQualifies,
  seasonSlideQualifies,
  showsTicketBelt,
  TICKET_BELT_AUTOPLAY_MS,
  TICKET_BELT_SEASON_ALWAYS_ID,
  ticketBeltBuyUrl,
  ticketBeltSlides,
  ticketCounterLabel,
  type TicketBeltSlide,
} from '../src/ticket-belt';

const SHOP = 'https://bilety.example/';

const counter = (sold: number, pool: number, external_url?: string | null) => ({
  sold,
  pool,
  external_url,
});

describe('001 §9 constants', () => {
  it('autoplay 3600 ms and season 339', () => {
    expect(TICKET_BELT_AUTOPLAY_MS).toBe(3600);
    expect(TICKET_BELT_SEASON_ALWAYS_ID).toBe('339');
  });
});

describe("001 §4, §9 counter: sold/pool, 'WYPRZEDANE' when sold >= pool", () => {
  it.each([
    [0, 100, '0/100'],
    [99, 100, '99/100'],
    [100, 100, 'WYPRZEDANE'],
    [101, 100, 'WYPRZEDANE'],
    [0, 0, 'WYPRZEDANE'],
  ])('%i of %i → %s', (sold, pool, label) => {
    expect(ticketCounterLabel(sold, pool)).toBe(label);
  });
});

describe("001 §4 season slide: sold > 0, or the season id '339'", () => {
  it.each([
    [{ id: '12', ticket_counter: { sold: 1, pool: 500 } }, true],
    [{ id: '12', ticket_counter: { sold: 500, pool: 500 } }, true],
    [{ id: '12', ticket_counter: { sold: 0, pool: 500 } }, false],
    [{ id: '12', ticket_counter: { sold: null, pool: 500 } }, false],
    [{ id: '12', ticket_counter: null }, false],
    [{ id: '12' }, false],
    [{ id: '339', ticket_counter: { sold: 0, pool: 500 } }, true],
    [{ id: '339', ticket_counter: null }, true],
    [{ id: '3390', ticket_counter: { sold: 0, pool: 1 } }, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (season, shows) => {
    expect(seasonSlideQualifies(season)).toBe(shows);
  });
});

describe('001 §7, §9 match slide: not ended, counter shown, with a counter', () => {
  it.each([
    [{ status: 'pending', ticket_counter_show_counter: true, ticket_counter: counter(1, 2) }, true],
    [{ status: 'live', ticket_counter_show_counter: true, ticket_counter: counter(0, 2) }, true],
    [{ status: 'ended', ticket_counter_show_counter: true, ticket_counter: counter(1, 2) }, false],
    [{ status: 'ENDED', ticket_counter_show_counter: true, ticket_counter: counter(1, 2) }, false],
    [
      { status: 'pending', ticket_counter_show_counter: false, ticket_counter: counter(1, 2) },
      false,
    ],
    [
      { status: 'pending', ticket_counter_show_counter: null, ticket_counter: counter(1, 2) },
      false,
    ],
    [{ status: 'pending', ticket_counter_show_counter: true, ticket_counter: null }, false],
    [{ status: 'pending', ticket_counter_show_counter: true }, false],
  ])('%j → %s', (match, qualifies) => {
    expect(matchSlideQualifies(match)).toBe(qualifies);
  });
});

describe('001 §4, §9 slides: up to 3 qualifying matches, then the season', () => {
  const m = (id: string, extra: object = {}) => ({
    id,
    status: 'pending',
    ticket_counter_show_counter: true,
    ticket_counter: counter(10, 100, `https://bilety.example/${id}`),
    ...extra,
  });
  const season = { id: '7', ticket_counter: counter(5, 50) };
  const kinds = (slides: TicketBeltSlide<{ id: string; status: string }, { id: string }>[]) =>
    slides.map((s) => (s.kind === 'match' ? `match:${s.match.id}` : `season:${s.season.id}`));

  it.each([
    ['two matches and a season', [m('a'), m('b')], season, ['match:a', 'match:b', 'season:7']],
    [
      'at most three matches',
      [m('a'), m('b'), m('c'), m('d')],
      null,
      ['match:a', 'match:b', 'match:c'],
    ],
    [
      'non-qualifying matches skipped, order kept',
      [m('a', { status: 'ended' }), m('b'), m('c', { ticket_counter: null }), m('d')],
      null,
      ['match:b', 'match:d'],
    ],
    ['only the season', [], season, ['season:7']],
    [
      'season 339 with nothing sold',
      [],
      { id: '339', ticket_counter: counter(0, 10) },
      ['season:339'],
    ],
    [
      'a season with nothing sold adds nothing',
      [m('a')],
      { id: '8', ticket_counter: counter(0, 10) },
      ['match:a'],
    ],
    [
      'nothing qualifies: no slides, the belt renders nothing',
      [m('a', { ticket_counter_show_counter: false })],
      { id: '8', ticket_counter: counter(0, 10) },
      [],
    ],
    ['no input', [], undefined, []],
  ])('%s', (_label, matches, s, expected) => {
    expect(kinds(ticketBeltSlides(matches, s))).toEqual(expected);
  });
});

describe("001 §9 'KUP BILETY' target", () => {
  const m = (url: string | null | undefined, extra: object = {}) => ({
    status: 'pending',
    ticket_counter_show_counter: true,
    ticket_counter: counter(1, 10, url),
    ...extra,
  });
  it.each([
    [
      "the first match's external_url",
      [m('https://a.example/1'), m('https://a.example/2')],
      'https://a.example/1',
    ],
    ['the shop when the first has none', [m(null), m('https://a.example/2')], SHOP],
    ['the shop when the first is empty', [m(''), m('https://a.example/2')], SHOP],
    ['the shop without matches', [], SHOP],
    [
      'the first qualifying match (an ended one is not on the belt)',
      [m('https://a.example/old', { status: 'ended' }), m('https://a.example/2')],
      'https://a.example/2',
    ],
  ])('%s', (_label, matches, url) => {
    expect(ticketBeltBuyUrl(matches, SHOP)).toBe(url);
  });
});

describe('001 §2 the belt is not on fan-token paths', () => {
  it.each([
    ['/', true],
    ['/pilka-nozna', true],
    ['/pilka-nozna/druzyna', true],
    ['/sokol-fan-token', false],
    ['/sokol-fan-token/regulamin', false],
  ])('%s → %s', (path, shown) => {
    expect(showsTicketBelt(path)).toBe(shown);
    expect(shellBlocks('SOCCER', path).topBelt).toBe(shown);
  });

  it('only the soccer section has the belt', () => {
    expect(shellBlocks('ACADEMY', '/').topBelt).toBe(false);
  });
});
