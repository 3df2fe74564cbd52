import type { Match } from '@trybuna/api-client';
import { describe, expect, it } from 'vitest';
import { component, CONTEXT } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import type { ModuleContext } from '@/components/modules/types';
import { ScheduleModule } from './schedule-module';

let nextId = 100;

function match(status: string, overrides: Partial<Match> = {}): Match {
  nextId += 1;
  return {
    id: String(nextId),
    type: 'matches',
    status,
    start_time: '2026-12-05T14:00:00.000Z',
    home_squad_score: 1,
    away_squad_score: 1,
    home_squad: { id: '1', type: 'squads', club_name: 'KS Sokół Warszawa' },
    away_squad: { id: String(nextId), type: 'squads', club_name: `Rywal ${String(nextId)}` },
    ...overrides,
  };
}

function render(
  kind: 'schedule' | 'match_list',
  matches: Match[],
  payload: Record<string, unknown> = {},
  context: Partial<ModuleContext> = {},
) {
  return renderModule(
    <ScheduleModule
      component={component(kind, { matches, ...payload })}
      context={{ ...CONTEXT, apiBase: 'https://api.example/api/v3', ...context }}
    />,
  );
}

/** The HTML of one part of the module (`data-schedule-part`), up to the next part. */
function part(html: string, name: 'last' | 'incoming'): string {
  const start = html.indexOf(`data-schedule-part="${name}"`);
  if (start < 0) return '';
  const next = html.indexOf('data-schedule-part=', start + 20);
  return html.slice(start, next < 0 ? undefined : next);
}

describe('schedule and match_list modules (001 §2, §4)', () => {
  it("shows a first match that is not pending as the 'last match' card, the rest as tiles", () => {
    const [ended, a, b] = [match('ended'), match('pending'), match('pending')];
    const html = render('match_list', [ended, a, b], { title: 'Mecze' });
    expect(html).toContain('>Mecze</h2>');
    const last = part(html, 'last');
    expect(last).toContain('Ostatni mecz');
    expect(last).toContain(`data-match-card="${ended.id}"`);
    expect(last).toContain('href="/pilka-nozna/centrum-meczowe/');
    const incoming = part(html, 'incoming');
    expect(incoming).toContain('Nadchodzące mecze');
    expect(incoming.match(/<li /g)).toHaveLength(2);
    expect(incoming).toContain(`data-match-card="${a.id}"`);
    expect(incoming).toContain(`data-match-card="${b.id}"`);
  });

  it("dates its single matches in the match format 'dddd, dd.mm.yyyy, HH:MM' (001 §9)", () => {
    const html = render('schedule', [
      match('ended'),
      match('pending', { hour_time_not_yet_defined: true }),
    ]);
    expect(part(html, 'last')).toContain('>sobota, 05.12.2026, 15:00</time>');
    expect(part(html, 'incoming')).toContain('>sobota, 05.12.2026, -</time>');
  });

  it('shows every match as incoming when the first one is pending', () => {
    const html = render('schedule', [match('pending'), match('ended'), match('pending')]);
    expect(part(html, 'last')).toBe('');
    expect(part(html, 'incoming').match(/<li /g)).toHaveLength(3);
  });

  it('has the previous and next buttons (the first one off at the start) for several tiles', () => {
    const html = render('schedule', [match('pending'), match('pending')]);
    expect(html).toContain('aria-label="Poprzednie mecze"');
    expect(html).toContain('aria-label="Kolejne mecze"');
    expect(html).toMatch(/<button [^>]*disabled=""[^>]*aria-label="Poprzednie mecze"/);
    expect(render('schedule', [match('pending')])).not.toContain('Kolejne mecze');
  });

  it('links to the upcoming matches of the timetable (the academy to its own)', () => {
    const html = render('schedule', [match('pending')]);
    expect(html).toContain('href="/pilka-nozna/terminarz/nadchodzace-mecze"');
    const academy = render('schedule', [match('pending')], {}, { variant: 'academy' });
    expect(academy).toContain('href="/terminarze-wyniki"');
  });

  it('gives a tile a button area only per scheduleTileHasButtons', () => {
    const plain = match('pending', { tickets_url: 'https://t.example/1' });
    const teaser = match('pending', { teaser_url: 'https://video.example/teaser' });
    const highlights = match('pending', { highlights_url: 'https://video.example/skrot' });
    const html = render('schedule', [plain, teaser, highlights]);
    const tiles = part(html, 'incoming').split('<li ').slice(1);
    expect(tiles[0]).not.toContain('data-tile-buttons');
    expect(tiles[0]).not.toContain('https://t.example/1');
    expect(tiles[1]).toContain('data-tile-buttons');
    expect(tiles[1]).toContain('href="https://video.example/teaser"');
    expect(tiles[2]).toContain('href="https://video.example/skrot"');
  });

  it('gives a live tile the match centre button', () => {
    const live = match('live');
    const html = render('schedule', [match('pending'), live]);
    const tile = part(html, 'incoming').split('<li ')[2] ?? '';
    expect(tile).toContain(`href="/pilka-nozna/centrum-meczowe/${live.id}"`);
    expect(tile).toContain('data-tile-buttons');
  });

  it('renders nothing without matches', () => {
    expect(render('schedule', [])).toBe('');
  });
});
