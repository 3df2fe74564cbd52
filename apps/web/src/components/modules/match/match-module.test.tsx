import type { Match } from '@trybuna/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { component, CONTEXT, image, OWN_ORIGIN } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import type { ModuleContext } from '@/components/modules/types';
import { MatchModule } from './match-module';

const API = 'https://api.example/api/v3';

function crest(id: string) {
  const thumb = `${OWN_ORIGIN}/api/images/fit-in/400x400/crests/${id}.png`;
  return {
    ...image({ id: `c${id}`, width: 512, height: 512 }),
    variants: { thumb: { url: thumb } },
  };
}

function match(overrides: Partial<Match> = {}): Match {
  const base: Match = {
    id: '40',
    type: 'matches',
    status: 'pending',
    start_time: '2026-11-29T17:30:00.000Z',
    home_squad_score: 3,
    away_squad_score: 1,
    likes_count: 2,
    tickets_url: 'https://bilety.example/40',
    home_squad: { id: '1', type: 'squads', club_name: 'KS Sokół Warszawa', club_image: crest('1') },
    away_squad: { id: '2', type: 'squads', club_name: 'Lech Poznań', club_image: crest('2') },
  };
  return { ...base, ...overrides };
}

/** A hero picture as the API links it: desktopHero and mobileHero crops under fit-in URLs. */
function hero(name: string) {
  return {
    ...image({ id: name }),
    variants: {
      desktopHero: { url: `${OWN_ORIGIN}/api/images/fit-in/1920x860/${name}.jpg` },
      mobileHero: { url: `${OWN_ORIGIN}/api/images/fit-in/900x1200/${name}.jpg` },
    },
    crops: {},
  };
}

function render(
  overrides: Partial<Match> = {},
  payload: Record<string, unknown> = {},
  context: Partial<ModuleContext> = {},
  priority = false,
) {
  const matchComponent = component('match', {
    match: match(overrides),
    match_pending_image: hero('pending'),
    match_live_image: hero('live'),
    ...payload,
  });
  return renderModule(
    <MatchModule
      component={matchComponent}
      context={{ ...CONTEXT, apiBase: API, ...context }}
      priority={priority}
    />,
  );
}

describe('match counter hero (001 §2, §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2 days, 3 hours, 4 minutes and 5 seconds before kick-off.
    vi.setSystemTime(new Date('2026-11-27T14:25:55.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('labels a pending match as the next match, with its date, time and the countdown', () => {
    const html = render();
    expect(html).toContain('<span aria-live="polite">Następny mecz</span>');
    expect(html).toContain('>2026.11.29<');
    expect(html).toContain('>18:30<');
    expect(html).toContain('role="timer"');
    const values = [...html.matchAll(/data-unit="(\w+)"><span[^>]*>(\d+)</g)].map(
      ([, unit, value]) => `${unit ?? ''}=${value ?? ''}`,
    );
    expect(values).toEqual(['days=02', 'hours=03', 'minutes=04', 'seconds=05']);
    expect(html).toContain('Do rozpoczęcia meczu: 2 dni, 3 godz., 4 min, 5 s');
  });

  it('shows zeros once the start is reached while the match is still pending', () => {
    vi.setSystemTime(new Date('2026-11-29T17:31:00.000Z'));
    const html = render();
    const values = [...html.matchAll(/data-unit="\w+"><span[^>]*>(\d+)</g)].map(([, v]) => v);
    expect(values).toEqual(['00', '00', '00', '00']);
    expect(html).toContain('data-past=""');
  });

  it("shows 'mecz trwa', the live indicator and the result for a live match, no countdown", () => {
    const html = render({ status: 'live' });
    expect(html).toContain('<span aria-live="polite">mecz trwa</span>');
    expect(html).toContain('LIVE');
    expect(html).toContain('3 : 1');
    expect(html).not.toContain('role="timer"');
  });

  it("shows 'mecz zakończony' and the final score for an ended match", () => {
    const html = render({ status: 'ended' });
    expect(html).toContain('mecz zakończony');
    expect(html).toContain('3 : 1');
    expect(html).not.toContain('LIVE');
  });

  it('reads the postponed start when present', () => {
    const html = render({ postponed_start_time: '2026-12-01T19:45:00.000Z' });
    expect(html).toContain('>2026.12.01<');
    expect(html).toContain('>20:45<');
  });

  it('draws both crests at 60×60 beside the names (alt="")', () => {
    const html = render();
    const crests = (html.match(/<img [^>]*>/g) ?? []).filter((tag) => tag.includes('crests'));
    expect(crests).toHaveLength(2);
    for (const tag of crests) {
      expect(tag).toContain('width="60"');
      expect(tag).toContain('alt=""');
      expect(tag).toMatch(/fit-in\/60x60\//);
    }
    expect(html).toContain('KS Sokół Warszawa');
    expect(html).toContain('Lech Poznań');
  });

  it('puts the pending image behind a pending match and the live image behind a live one', () => {
    const pending = render({}, {}, {}, true);
    expect(pending).toContain('fit-in/1920x860/pending.jpg');
    expect(pending).not.toContain('live.jpg');
    expect(pending).toMatch(/<img [^>]*pending\.jpg[^>]*fetchPriority="high"/);
    expect(pending).toContain('media="(max-width: 529.98px)"');
    const live = render({ status: 'live' });
    expect(live).toContain('fit-in/1920x860/live.jpg');
    expect(live).toMatch(/<img [^>]*live\.jpg[^>]*loading="lazy"/);
  });

  it('gives the action button of the status and a like button', () => {
    expect(render()).toContain('href="https://bilety.example/40"');
    const live = render({ status: 'live' });
    expect(live).toContain('href="/pilka-nozna/centrum-meczowe/40"');
    expect(live).toContain('data-like-type="match"');
    const academy = render({ status: 'ended' }, {}, { variant: 'academy' });
    expect(academy).toContain('href="/centrum-meczowe/40"');
  });

  it('is hidden on the home page or the football home when its setting says so', () => {
    const hiddenHome = { main_page_home_visible: false, main_page_soccer_visible: true };
    expect(render({}, hiddenHome, { pageSlug: 'home' })).toBe('');
    expect(render({}, hiddenHome, { pageSlug: 'pilka-nozna' })).not.toBe('');
    const hiddenSoccer = { main_page_home_visible: true, main_page_soccer_visible: false };
    expect(render({}, hiddenSoccer, { pageSlug: 'pilka-nozna' })).toBe('');
    expect(render({}, hiddenSoccer, { pageSlug: 'home' })).not.toBe('');
    expect(render({}, hiddenSoccer, { pageSlug: 'o-klubie' })).not.toBe('');
  });

  it('renders nothing without a match', () => {
    const html = renderModule(
      <MatchModule component={component('match', { match: null })} context={CONTEXT} />,
    );
    expect(html).toBe('');
  });
});
