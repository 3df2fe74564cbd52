import { describe, expect, it } from 'vitest';
import { renderModule } from '@/components/modules/test-render';
import { MatchCentreLive, type MatchCentreLiveProps } from './match-centre-live';

const props: MatchCentreLiveProps = {
  matchId: '12',
  apiBase: 'http://api.test/api/v3',
  cableUrl: 'ws://api.test/cable',
  pagePath: '/pilka-nozna/centrum-meczowe/12',
  pageUrl: 'https://club.test/pilka-nozna/centrum-meczowe/12',
  share: { via: 'club' },
  homeName: 'Sokół',
  awayName: 'Orzeł',
  parsedDate: '2026.11.25T19:30:00Z',
  titleSuffix: ' | Trybuna',
  renderedAt: Date.UTC(2026, 10, 25, 19, 45),
  withoutContent: false,
  home: <span>Sokół</span>,
  away: <span>Orzeł</span>,
  initial: {
    live: {
      status: 'live',
      home_squad_score: 2,
      away_squad_score: 1,
      period: '2. połowa',
      elapsed_seconds: 5460,
      clock_updated_at: null,
    },
    odds: [
      { id: '1', outcome: 'home', value: '1.85', status: 'decreased' },
      { id: '2', outcome: 'draw', value: '3.40', status: 'increased' },
      { id: '3', outcome: 'away', value: '4.10', status: null },
    ],
    incidents: [
      {
        id: '5',
        type: 'goal',
        section_type: 'goal',
        minute: 12,
        side: 'home',
        player_name: 'Jan Nowak',
        second_player_name: null,
        likes_count: 3,
      },
    ],
    items: [
      { id: '9', type: 'goal', minute: 12, payload: { player: 'Jan Nowak' }, imageUrl: null },
      { id: '8', type: 'text', minute: null, payload: { html: '<p>Witamy</p>' }, imageUrl: null },
    ],
    hasMore: true,
    statistics: { home: { shots: 7, corners: 3 }, away: { shots: 2, corners: 1 }, full: false },
    lineups: {
      home: [
        { id: '1', name: 'Adam Bramkarz', number: 1, position: 'GK', starter: true },
        { id: '2', name: 'Filip Napastnik', number: 9, position: 'FC', starter: true },
        { id: '3', name: 'Rafał Rezerwowy', number: 17, position: null, starter: false },
      ],
      away: [{ id: '4', name: 'Olek Obrońca', number: 4, position: 'DC', starter: true }],
    },
  },
};

describe('001 §2 match centre, as the server renders it', () => {
  const html = renderModule(<MatchCentreLive {...props} />);

  it('shows the score, status, period and the 001 §4 clock', () => {
    expect(html).toContain('2 : 1');
    expect(html).toContain('mecz trwa');
    expect(html).toContain('2. połowa');
    expect(html).toContain('90&#x27; + 1:00');
  });

  it('marks each odd increased or decreased in words', () => {
    expect(html).toContain('Gospodarze');
    expect(html).toContain('kurs spadł');
    expect(html).toContain('kurs wzrósł');
    expect(html).toContain('data-trend="decreased"');
  });

  it('has the two tabs, the timeline first, and load more', () => {
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Minute by minute</);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>Statistics</);
    expect(html.indexOf('data-item-type="goal"')).toBeLessThan(
      html.indexOf('data-item-type="text"'),
    );
    expect(html).toContain('Pokaż starsze wpisy');
    expect(html).toContain('data-incident="5"');
  });

  it('the Statistics tab: the match figures, home | statistic | away, and the login prompt', () => {
    expect(html).toContain('Statystyki meczu');
    expect(html).toMatch(/<tr data-stat="shots"><td>7<\/td><th scope="row">Strzały/);
    expect(html).toContain('data-stat="corners"');
    expect(html).toContain('Log in to see full statistics.');
    const full = renderModule(
      <MatchCentreLive
        {...props}
        initial={{ ...props.initial, statistics: { home: { fouls: 4 }, away: {}, full: true } }}
      />,
    );
    expect(full).toContain('Faule');
    expect(full).not.toContain('Log in to see full statistics.');
    const none = renderModule(
      <MatchCentreLive {...props} initial={{ ...props.initial, statistics: null }} />,
    );
    expect(none).not.toContain('Statystyki meczu');
  });

  it('lineups: the eleven on the pitch, forwards above the goalkeeper, then the substitutes', () => {
    expect(html).toContain('Składy');
    expect(html).toContain('Skład: Sokół');
    expect(html.indexOf('Filip Napastnik')).toBeLessThan(html.indexOf('Adam Bramkarz'));
    expect(html).toContain('data-position="GK"');
    expect(html).toContain('Rezerwowi');
    expect(html.indexOf('Adam Bramkarz')).toBeLessThan(html.indexOf('Rafał Rezerwowy'));
    expect(html).toContain('Olek Obrońca');
    const none = renderModule(
      <MatchCentreLive {...props} initial={{ ...props.initial, lineups: null }} />,
    );
    expect(none).not.toContain('Składy');
  });

  it("the header shows the server's details and the club's side", () => {
    const withDetails = renderModule(
      <MatchCentreLive
        {...props}
        details={<p>niedziela, 29.11.2026, 18:30</p>}
        home={<span>Sokół Nasza drużyna</span>}
      />,
    );
    const header = withDetails.slice(0, withDetails.indexOf('role="tablist"'));
    expect(header).toContain('niedziela, 29.11.2026, 18:30');
    expect(header).toContain('Sokół Nasza drużyna');
  });

  it('001 §3 incidents on the Statistics tab, grouped by section type in the spec order', () => {
    const grouped = renderModule(
      <MatchCentreLive
        {...props}
        initial={{
          ...props.initial,
          incidents: [
            {
              id: '7',
              type: 'red_card',
              section_type: 'other_incident',
              minute: 3,
              side: 'away',
              player_name: 'Olek Obrońca',
              second_player_name: null,
              likes_count: 0,
            },
            ...props.initial.incidents,
          ],
        }}
      />,
    );
    expect(grouped).toMatch(/<h3 id="incidents-goal"[^>]*>Gole<\/h3>/);
    expect(grouped).toMatch(/<h3 id="incidents-other_incident"[^>]*>Inne zdarzenia<\/h3>/);
    // The goal's section comes first although the red card is earlier in the match.
    expect(grouped.indexOf('data-incident="5"')).toBeLessThan(grouped.indexOf('data-incident="7"'));
  });

  it('each item has a share button (the share dialog of articles)', () => {
    expect(html).toMatch(/<button[^>]*aria-label="Udostępnij"/);
  });

  it('shows neither odds nor timeline in the without-content variant', () => {
    const hidden = renderModule(<MatchCentreLive {...props} withoutContent />);
    expect(hidden).toContain('Relacja z tego meczu nie jest dostępna.');
    expect(hidden).not.toContain('role="tablist"');
    expect(hidden).not.toContain('kurs spadł');
  });
});
