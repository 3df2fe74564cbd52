import type { Match, Standing } from '@trybuna/api-client';
import { TIMETABLE_TABS } from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import { renderModule } from '@/components/modules/test-render';
import { TimetableView, type TimetableViewProps } from './timetable-view';

const [UPCOMING, PLAYED, TABLES] = TIMETABLE_TABS;

const squad = (id: string, name: string) => ({ id, type: 'squads', name, club_name: name });

function match(id: string, start: string, status = 'pending'): Match {
  return {
    id,
    type: 'matches',
    status,
    start_time: start,
    home_squad: squad('1', 'KS Sokół Warszawa'),
    away_squad: squad(`2${id}`, `Rywal ${id}`),
    competition: { id: '1', type: 'competitions', name: 'Ekstraliga' },
  };
}

const TEAMS = [
  { id: '1', name: 'Pierwsza drużyna' },
  { id: '2', name: 'Rezerwy' },
];

function props(overrides: Partial<TimetableViewProps>): TimetableViewProps {
  return {
    variant: 'soccer',
    locale: 'pl',
    title: 'Nadchodzące mecze — Pierwsza drużyna',
    teams: TEAMS,
    teamIndex: 0,
    tab: UPCOMING,
    matches: [],
    tables: [],
    squadId: '10',
    ownNames: ['KS Sokół Warszawa'],
    feedUrl: 'https://sokol.example/kalendarz/pierwsza-druzyna.ics',
    timeZone: 'Europe/Warsaw',
    apiBase: 'https://api.sokol.example/api/v3',
    ownOrigins: ['https://sokol.example'],
    ...overrides,
  };
}

const render = (overrides: Partial<TimetableViewProps> = {}) =>
  renderModule(<TimetableView {...props(overrides)} />);

const links = (html: string, nav: string) => {
  const start = html.indexOf(`aria-label="${nav}"`);
  const block = html.slice(start, html.indexOf('</nav>', start));
  return [...block.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((m) => ({
    href: /href="([^"]*)"/.exec(m[1] ?? '')?.[1],
    current: (m[1] ?? '').includes('aria-current="page"'),
    text: m[2],
  }));
};

describe('TimetableView (001 §2)', () => {
  it('links the three tabs of the team, the current one marked', () => {
    const tabs = links(render({ teamIndex: 1, tab: PLAYED }), 'Zakładki terminarza');
    expect(tabs).toEqual([
      {
        href: '/pilka-nozna/terminarz-druga/nadchodzace-mecze',
        current: false,
        text: 'Nadchodzące mecze',
      },
      {
        href: '/pilka-nozna/terminarz-druga/rozegrane-mecze',
        current: true,
        text: 'Rozegrane mecze',
      },
      {
        href: '/pilka-nozna/terminarz-druga/tabele-wynikow',
        current: false,
        text: 'Tabele wyników',
      },
    ]);
  });

  it('switches between every team on the same tab', () => {
    expect(links(render({ tab: TABLES }), 'Drużyny')).toEqual([
      { href: '/pilka-nozna/terminarz/tabele-wynikow', current: true, text: 'Pierwsza drużyna' },
      { href: '/pilka-nozna/terminarz-druga/tabele-wynikow', current: false, text: 'Rezerwy' },
    ]);
  });

  it('uses the academy paths, /terminarze-wyniki for the first team upcoming', () => {
    const html = render({
      variant: 'academy',
      teams: [
        { id: '3', name: 'U19' },
        { id: '4', name: 'U17' },
      ],
    });
    expect(links(html, 'Drużyny').map((l) => l.href)).toEqual([
      '/terminarze-wyniki',
      '/terminarze-wyniki-druga/nadchodzace-mecze',
    ]);
  });

  it('groups match cards under Polish month headings in the club zone', () => {
    const html = render({
      matches: [
        match('1', '2026-10-31T23:30:00Z'), // 00:30 on 1 November in Warsaw (UTC+1)
        match('2', '2026-11-15T17:30:00Z'),
        match('3', '2026-12-06T17:30:00Z'),
      ],
    });
    const headings = [...html.matchAll(/<h2 id="month-([\d-]+)"[^>]*>(.*?)<\/h2>/g)].map(
      (m) => `${m[1] ?? ''} ${m[2] ?? ''}`,
    );
    expect(headings).toEqual(['2026-11 Listopad 2026', '2026-12 Grudzień 2026']);
    const november = html.slice(html.indexOf('month-2026-11'), html.indexOf('month-2026-12'));
    expect(november.match(/data-match-card="\d+"/g)).toEqual([
      'data-match-card="1"',
      'data-match-card="2"',
    ]);
  });

  it("says 'Brak pozycji do wyświetlania' when there is nothing", () => {
    expect(render()).toContain('Brak pozycji do wyświetlania');
    expect(render({ tab: TABLES })).toContain('Brak pozycji do wyświetlania');
  });

  it('says nothing is there when the read failed (000 §8: the data-load toast says why)', () => {
    expect(render({ failed: true })).not.toContain('Brak pozycji do wyświetlania');
    expect(render({ tab: TABLES, failed: true })).not.toContain('Brak pozycji do wyświetlania');
    expect(render({ failed: true })).toContain('<h1');
  });

  it("shows the team's league tables on the tables tab, its own row by squad", () => {
    const rows = [
      {
        id: '1',
        type: 'standings',
        position: 1,
        zone: 'second_team_promotion',
        club: { id: '5', type: 'clubs', name: 'Wisła II' },
      },
      {
        id: '2',
        type: 'standings',
        position: 2,
        club: { id: '6', type: 'clubs', name: 'Rezerwy' },
        squad: { id: '10', type: 'squads' },
      },
    ] as Standing[];
    const html = render({ tab: TABLES, tables: [{ group: { id: '7', name: 'III liga' }, rows }] });
    expect(html).toContain('<caption id="league-table-7">III liga</caption>');
    expect(html).toMatch(/<tr class="[^"]+" data-own="">/);
    expect(html).toContain('<span>Second-team promotion</span>');
  });

  it('offers the calendar feed as a webcal subscription and a download', () => {
    const html = render();
    expect(html).toContain('href="webcal://sokol.example/kalendarz/pierwsza-druzyna.ics"');
    expect(html).toMatch(
      /href="https:\/\/sokol.example\/kalendarz\/pierwsza-druzyna.ics" download=""/,
    );
    expect(render({ feedUrl: null })).not.toContain('kalendarz');
  });
});
