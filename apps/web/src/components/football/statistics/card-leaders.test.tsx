import { describe, expect, it } from 'vitest';
import { renderModule } from '@/components/modules/test-render';
import { CardLeaders, cardLeaders, parsePlayers } from './card-leaders';

describe('card leaders (signed-in island)', () => {
  it('reads players and their statistics from the answer, skipping what is malformed', () => {
    expect(
      parsePlayers([
        {
          id: '1',
          first_name: 'Jan',
          last_name: 'Kowalski',
          statistics: [{ values: { yellow_cards: 3, red_cards: 1, bad: 'x' } }, null],
        },
        { id: 2 },
        'nope',
        { id: '3', statistics: 'none' },
      ]),
    ).toEqual([
      {
        id: '1',
        first_name: 'Jan',
        last_name: 'Kowalski',
        statistics: [{ values: { yellow_cards: 3, red_cards: 1 } }],
      },
      { id: '3', first_name: null, last_name: null, statistics: [] },
    ]);
    expect(parsePlayers({ data: [] })).toEqual([]);
  });

  it('ranks yellow and red cards, highest first, zeros left out', () => {
    const leaders = cardLeaders([
      {
        id: '1',
        first_name: 'Jan',
        last_name: 'Kowalski',
        statistics: [{ values: { yellow_cards: 3 } }],
      },
      {
        id: '2',
        first_name: 'Adam',
        last_name: 'Nowak',
        statistics: [{ values: { yellow_cards: 5, red_cards: 1 } }],
      },
      {
        id: '3',
        first_name: 'Ola',
        last_name: 'Zając',
        statistics: [{ values: { yellow_cards: 0, red_cards: 0 } }],
      },
    ]);
    expect(leaders.yellow_cards).toEqual([
      { id: '2', name: 'Adam Nowak', value: 5 },
      { id: '1', name: 'Jan Kowalski', value: 3 },
    ]);
    expect(leaders.red_cards).toEqual([{ id: '2', name: 'Adam Nowak', value: 1 }]);
  });

  it('shows a logged-out visitor the login prompt and no figure', () => {
    const html = renderModule(
      <CardLeaders
        squadId="10"
        apiBase="https://api.example/api/v3"
        locale="pl"
        labels={{
          yellow: 'Żółte kartki',
          red: 'Czerwone kartki',
          empty: 'Brak pozycji do wyświetlania',
          prompt: 'Log in to see full statistics.',
          loading: 'Wczytywanie statystyk…',
          failed: 'Nie udało się wczytać statystyk.',
        }}
      />,
    );
    expect(html).toContain('<p>Log in to see full statistics.</p>');
    expect(html).toMatch(/<button type="button"[^>]*>Zaloguj<\/button>/);
    expect(html).not.toContain('Żółte kartki');
  });
});
