import type { Match } from '@trybuna/api-client';
import { describe, expect, it } from 'vitest';
import { image, OWN_ORIGIN } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { MatchCard, type MatchCardProps } from './match-card';

const API = 'https://api.example/api/v3';

function squad(id: string, clubName: string, withCrest = true) {
  return {
    id,
    type: 'squads',
    name: 'Pierwsza drużyna',
    club_name: clubName,
    club_image: withCrest ? crest(id) : null,
  };
}

/** A crest as the API links it: a CDN fit-in URL of the thumb crop. */
function crest(id: string) {
  const thumb = `${OWN_ORIGIN}/api/images/fit-in/400x400/crests/${id}.png`;
  return {
    ...image({ id: `c${id}`, width: 512, height: 512 }),
    variants: { thumb: { url: thumb } },
  };
}

/** A match as the API client hands it over (crests under fit-in URLs). */
function match(overrides: Partial<Match> = {}): Match {
  const base: Match = {
    id: '31',
    type: 'matches',
    status: 'pending',
    round: '15. kolejka',
    start_time: '2026-11-29T17:30:00.000Z',
    postponed_start_time: null,
    hour_time_not_yet_defined: false,
    home_squad_score: 2,
    away_squad_score: 1,
    likes_count: 4,
    competition: { id: '1', type: 'competitions', name: 'Ekstraliga' },
    home_squad: squad('1', 'KS Sokół Warszawa'),
    away_squad: squad('2', 'Wisła Kraków'),
  };
  return { ...base, ...overrides };
}

const render = (props: Partial<MatchCardProps> & { match: Match }) =>
  renderModule(
    <MatchCard
      variant="soccer"
      locale="pl"
      timeZone="Europe/Warsaw"
      apiBase={API}
      ownOrigins={[OWN_ORIGIN]}
      {...props}
    />,
  );

/** The card's one action link (`data-action`), as `kind href`. */
function action(html: string): string | null {
  const link = /<a [^>]*data-action="[^"]+"[^>]*>/.exec(html)?.[0];
  if (!link) return null;
  const kind = /data-action="([^"]+)"/.exec(link)?.[1] ?? '';
  const href = /href="([^"]+)"/.exec(link)?.[1] ?? '';
  return `${kind} ${href}`;
}

describe('match card (001 §2, §4)', () => {
  it('shows the competition with the round, the list date in the club zone and both clubs', () => {
    const html = render({ match: match() });
    expect(html).toContain('Ekstraliga · 15. kolejka');
    expect(html).toContain(
      '<time dateTime="2026-11-29T17:30:00.000Z">ndz, 29.11.2026 | 18:30</time>',
    );
    expect(html).toContain('KS Sokół Warszawa');
    expect(html).toContain('Wisła Kraków');
    expect(html).toMatch(/<h3 [^>]*>/);
  });

  it("with no hour yet: 'dddd, dd.mm.yyyy, -' (001 §9) in a list and alone, dating the day only", () => {
    const undefinedHour = match({ hour_time_not_yet_defined: true });
    const expected = '<time dateTime="2026-11-29">niedziela, 29.11.2026, -</time>';
    expect(render({ match: undefinedHour })).toContain(expected);
    expect(render({ match: undefinedHour, dateFormat: 'match' })).toContain(expected);
  });

  it("a single match's card (a schedule) reads the match format 'dddd, dd.mm.yyyy, HH:MM'", () => {
    expect(render({ match: match(), dateFormat: 'match' })).toContain(
      '<time dateTime="2026-11-29T17:30:00.000Z">niedziela, 29.11.2026, 18:30</time>',
    );
  });

  it('reads postponed_start_time when present', () => {
    const html = render({
      match: match({ postponed_start_time: '2026-12-02T19:00:00.000Z' }),
    });
    expect(html).toContain('śr, 02.12.2026 | 20:00');
  });

  it("shows 'vs' for a pending match and the score 'home : away' when live or ended", () => {
    expect(render({ match: match() })).toMatch(/>vs</);
    expect(render({ match: match({ status: 'live' }) })).toContain('>2 : 1<');
    expect(render({ match: match({ status: 'ENDED' }) })).toContain('>2 : 1<');
  });

  it('draws both crests at 48×48 from the thumb, alt="" beside the visible names', () => {
    const html = render({ match: match() });
    const crests = html.match(/<img [^>]*>/g) ?? [];
    expect(crests).toHaveLength(2);
    for (const crest of crests) {
      expect(crest).toContain('width="48"');
      expect(crest).toContain('height="48"');
      expect(crest).toContain('alt=""');
      expect(crest).toMatch(/src="[^"]*\/fit-in\/48x48\/crests\/\d\.png"/);
    }
  });

  it('keeps the layout without a crest picture (a placeholder hidden from screen readers)', () => {
    const html = render({
      match: match({ away_squad: squad('2', 'Wisła Kraków', false) }),
    });
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(/<span [^>]*aria-hidden="true"[^>]*>W<\/span>/);
  });

  it("links a live or ended match to the match centre with the green 'match centre' button", () => {
    const live = render({ match: match({ status: 'live', video_url: 'https://v.example/1' }) });
    expect(action(live)).toBe('match_centre /pilka-nozna/centrum-meczowe/31');
    expect(live).toContain('match centre');
    const academy = render({ match: match({ status: 'ended' }), variant: 'academy' });
    expect(action(academy)).toBe('match_centre /centrum-meczowe/31');
  });

  it('gives a pending match its video, else its tickets link, opening a new tab safely', () => {
    const video = render({
      match: match({ video_url: 'https://video.example/1', tickets_url: 'https://t.example/1' }),
    });
    expect(action(video)).toBe('video https://video.example/1');
    expect(video).toContain('target="_blank"');
    expect(video).toContain('rel="nofollow noopener"');
    expect(video).toContain('(otwiera się w nowej karcie)');
    const tickets = render({ match: match({ tickets_url: 'https://t.example/1' }) });
    expect(action(tickets)).toBe('tickets https://t.example/1');
    expect(tickets).toContain('>tickets<');
  });

  it('falls back to the highlights link, and shows no button when no rule applies', () => {
    const highlights = render({
      match: match({ status: 'postponed', match_highlights: '/aktualnosci/skrot/12' }),
    });
    expect(action(highlights)).toBe('highlights /aktualnosci/skrot/12');
    expect(highlights).not.toContain('target="_blank"');
    expect(render({ match: match() })).not.toContain('data-action');
  });

  it('has a like button for the match', () => {
    const html = render({ match: match() });
    expect(html).toContain('data-like-type="match"');
    expect(html).toContain('aria-label="Polub"');
  });

  it('uses the heading level it is given', () => {
    expect(render({ match: match(), headingLevel: 4 })).toMatch(/<h4 [^>]*>/);
  });
});
