import { describe, expect, it } from 'vitest';
import { FOOTBALL_DATA } from '@/lib/football-module-data';
import { player, teamRow } from '@/components/football/statistics/statistics-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { StatisticModule } from './statistic-module';

const CONTEXT_API = { ...CONTEXT, apiBase: 'https://api.example/api/v3' };

const DATA = {
  kind: 'statistic',
  squadId: '10',
  team: [
    teamRow('1', {
      matches_played: 14,
      goals: 31,
      shots: 212,
      yellow_cards: 25,
      red_cards: 2,
      points: 29,
      offsides: 20,
    }),
  ],
  players: [
    player('1', 'Jan', 'Kowalski', { goals: 7, assists: 2, matches_played: 14 }),
    player('2', 'Adam', 'Nowak', { goals: 9, assists: 0, matches_played: 12 }),
    player('3', 'Piotr', 'Zieliński', { goals: 7, assists: 5, matches_played: 13 }),
    player('4', 'Marek', 'Wójcik', { goals: 0, assists: 1, matches_played: 3 }),
  ],
};

const render = (attributes: Record<string, unknown>, context = CONTEXT_API) =>
  renderModule(
    <StatisticModule component={component('statistic', attributes)} context={context} />,
  );

const listAfter = (html: string, heading: string) => {
  const start = html.indexOf(`>${heading}</h3>`);
  const end = html.indexOf('</ol>', start);
  return [
    ...html
      .slice(start, end)
      .matchAll(/<li><span[^>]*>(.*?)<\/span><span[^>]*>(.*?)<\/span><\/li>/g),
  ].map((m) => `${m[1] ?? ''} ${m[2] ?? ''}`);
};

describe('StatisticModule (statistic, 001 §2/§3)', () => {
  it('shows the team figures, per-match averages derived from the totals', () => {
    const html = render({ title: 'Statystyki zawodników', [FOOTBALL_DATA]: DATA });
    expect(html).toMatch(/<h2 id="statistic-\d+-title"[^>]*>Statystyki zawodników<\/h2>/);
    expect(html).toContain('<dt>Gole</dt><dd>31</dd>');
    expect(html).toContain('<dt>Średnio goli na mecz</dt><dd>2,21</dd>');
    expect(html).toContain('<dt>Średnio kartek na mecz</dt><dd>1,93</dd>');
    expect(html).toContain('<dt>Rozegrane mecze</dt><dd>14</dd>');
    expect(html).not.toContain('Średnio rzutów rożnych na mecz');
    // Every other key of 001 §3 with a value follows, labelled in Polish.
    expect(html).toContain('<dt>Punkty</dt><dd>29</dd>');
    expect(html).toContain('<dt>Spalone</dt><dd>20</dd>');
  });

  it('lists top scorers and assists, highest first, ties by name, zeros left out', () => {
    const html = render({ [FOOTBALL_DATA]: DATA });
    expect(listAfter(html, 'Najlepsi strzelcy')).toEqual([
      'Adam Nowak 9',
      'Jan Kowalski 7',
      'Piotr Zieliński 7',
    ]);
    expect(listAfter(html, 'Najwięcej asyst')).toEqual([
      'Piotr Zieliński 5',
      'Jan Kowalski 2',
      'Marek Wójcik 1',
    ]);
  });

  it('keeps cards out of the static HTML: the login prompt with the spec sentence instead', () => {
    const html = render({ [FOOTBALL_DATA]: DATA });
    expect(html).toContain('>Kartki</h3>');
    expect(html).toContain('Log in to see full statistics.');
    // Team figures are public (the API gives them whole); no player's cards are in the HTML.
    expect(html).not.toContain('>Żółte kartki</h4>');
    expect(html).not.toContain('data-statistics="cards"');
  });

  it('says so when no player has a goal yet', () => {
    const html = render({ [FOOTBALL_DATA]: { ...DATA, players: [] } });
    expect(html).toContain('Brak pozycji do wyświetlania');
  });

  it('renders nothing without the data the server attaches', () => {
    expect(render({ title: 'Statystyki' })).toBe('');
    expect(render({ [FOOTBALL_DATA]: { kind: 'group', rows: [] } })).toBe('');
  });
});
