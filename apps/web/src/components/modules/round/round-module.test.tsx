import type { Match } from '@trybuna/api-client';
import { describe, expect, it } from 'vitest';
import { FOOTBALL_DATA } from '@/lib/football-module-data';
import { renderModule } from '@/components/modules/test-render';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { RoundModule } from './round-module';

const match = (id: string, status: string) =>
  ({
    id,
    type: 'matches',
    status,
    round: '15. kolejka',
    start_time: '2026-11-29T17:30:00Z',
    home_squad_score: 1,
    away_squad_score: 0,
    home_squad: { id: '1', type: 'squads', name: 'KS Sokół Warszawa' },
    away_squad: { id: `2${id}`, type: 'squads', name: `Rywal ${id}` },
  }) as Match;

const render = (attributes: Record<string, unknown>) =>
  renderModule(<RoundModule component={component('round', attributes)} context={CONTEXT} />);

describe('RoundModule (round, 001 §2)', () => {
  it("shows the round's name and its matches as cards", () => {
    const html = render({
      name: '15. kolejka',
      [FOOTBALL_DATA]: { kind: 'round', matches: [match('7', 'live'), match('8', 'pending')] },
    });
    expect(html).toMatch(/<h2 id="round-\d+-title"[^>]*>15. kolejka<\/h2>/);
    expect(html.match(/data-match-card="\d+"/g)).toEqual([
      'data-match-card="7"',
      'data-match-card="8"',
    ]);
    expect(html).toContain('href="/pilka-nozna/centrum-meczowe/7"');
  });

  it('says when the round has no match', () => {
    const html = render({ name: '16. kolejka', [FOOTBALL_DATA]: { kind: 'round', matches: [] } });
    expect(html).toContain('Brak pozycji do wyświetlania');
  });

  it('renders nothing without the data the server attaches', () => {
    expect(render({ name: '15. kolejka' })).toBe('');
  });
});
