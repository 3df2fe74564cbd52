import type { Standing } from '@trybuna/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderModule } from '@/components/modules/test-render';
import { LeagueTable } from './league-table';

function row(position: number, name: string, extra: Partial<Standing> = {}): Standing {
  return {
    id: String(position),
    type: 'standings',
    position,
    matches: 14,
    wins: 9,
    draws: 3,
    losses: 2,
    goals: '31:12',
    points: 30,
    form: 'WWDLW',
    zone: null,
    club: { id: String(position), type: 'clubs', name },
    ...extra,
  };
}

const ROWS = [
  row(1, 'Wisła Płock', { zone: 'champions_league_q2' }),
  row(2, 'KS Sokół Warszawa', { zone: 'conference_league_q2', form: 'LDW' }),
  row(3, 'Arka Gdynia', { zone: 'conference_league_q2' }),
  row(4, 'Bałtyk Gdańsk'),
  row(18, 'Cis Kraków', { zone: 'relegation' }),
];

const render = (rows = ROWS, locale: 'pl' | 'en' = 'pl') =>
  renderToStaticMarkup(
    <LeagueTable
      id="7"
      caption="Tabela Ekstraligi"
      rows={rows}
      ownNames={['KS Sokół Warszawa', 'Akademia Sokół']}
      locale={locale}
    />,
  );

const rowOf = (html: string, name: string) =>
  [...html.matchAll(/<tr[^>]*>.*?<\/tr>/g)].map((m) => m[0]).find((tr) => tr.includes(name)) ?? '';

describe('LeagueTable (001 §3)', () => {
  it('is a captioned table inside a scroll region named by the caption', () => {
    const html = render();
    expect(html).toMatch(/role="region" aria-labelledby="league-table-7" tabindex="0"/);
    expect(html).toContain('<caption id="league-table-7">Tabela Ekstraligi</caption>');
  });

  it('has the nine columns, abbreviations with their full names', () => {
    const html = render();
    const headers = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual([
      '<abbr title="Pozycja">#</abbr>',
      'Drużyna',
      '<abbr title="Mecze">M</abbr>',
      '<abbr title="Zwycięstwa">Z</abbr>',
      '<abbr title="Remisy">R</abbr>',
      '<abbr title="Porażki">P</abbr>',
      'Bramki',
      '<abbr title="Punkty">Pkt</abbr>',
      'Forma',
    ]);
  });

  it('shows form as marks with names, oldest first (last match at the far right)', () => {
    const own = rowOf(render(), 'KS Sokół Warszawa');
    const marks = [...own.matchAll(/data-result="(\w)">(\w)<\/b>/gu)].map(
      (m) => `${m[1] ?? ''}${m[2] ?? ''}`,
    );
    expect(marks).toEqual(['LP', 'DR', 'WW']);
    expect(own).toContain('aria-hidden="true"><b');
    expect(own).toContain('<span class="visually-hidden">porażka, remis, wygrana</span>');
  });

  it('marks zones with a numbered marker and lists each present zone once in the legend', () => {
    const html = render();
    const legend = html.slice(html.indexOf('Legenda'));
    const captions = [...legend.matchAll(/<li>.*?<span>(.*?)<\/span><\/li>/g)].map((m) => m[1]);
    expect(captions).toEqual([
      'Champions League 2nd qualifying round',
      'Conference League 2nd qualifying round',
      'Relegation to the 1st League',
    ]);
    expect(legend).toMatch(/data-zone="relegation" aria-hidden="true">3</);
    const relegated = rowOf(html, 'Cis Kraków');
    expect(relegated).toMatch(/data-zone="relegation"/);
    expect(relegated).toMatch(/aria-hidden="true">3<\/span>/);
    expect(relegated).toContain(
      '<span class="visually-hidden">Relegation to the 1st League</span>',
    );
    expect(rowOf(html, 'Bałtyk Gdańsk')).not.toContain('data-zone');
  });

  it("marks the club's own row by its configured name, visibly and for screen readers", () => {
    const html = render();
    const own = rowOf(html, 'KS Sokół Warszawa');
    expect(own).toMatch(/<tr class="[^"]+" data-zone="conference_league_q2" data-own="">/);
    expect(own).toContain('<span class="visually-hidden"> (nasz klub)</span>');
    expect(html.match(/data-own/g)).toHaveLength(1);
  });

  it("marks the page squad's row whatever its club's name", () => {
    const html = renderToStaticMarkup(
      <LeagueTable
        id="8"
        caption="III liga"
        rows={[
          row(1, 'Rezerwy Wisły'),
          row(2, 'Druga drużyna', { squad: { id: '42', type: 'squads' } }),
        ]}
        ownNames={['KS Sokół Warszawa']}
        ownSquadId="42"
        locale="pl"
      />,
    );
    expect(rowOf(html, 'Druga drużyna')).toContain('data-own=""');
    expect(rowOf(html, 'Rezerwy Wisły')).not.toContain('data-own');
  });

  it("names a reserve side by its squad, the club's own by its club", () => {
    const html = render([
      row(1, 'Orzeł Kraków', {
        squad: { id: '5', type: 'squads', name: 'Orzeł Kraków II' },
      }),
      row(2, 'KS Sokół Warszawa', {
        squad: { id: '6', type: 'squads', name: 'Rezerwy' },
      }),
    ]);
    const names = [...html.matchAll(/<th scope="row"[^>]*>([^<]*)/g)].map((m) => m[1]);
    expect(names).toEqual(['Orzeł Kraków II', 'KS Sokół Warszawa']);
  });

  it('has no legend without zones, and English labels under /en', () => {
    const html = render([row(1, 'A'), row(2, 'B')], 'en');
    expect(html).not.toContain('Legend');
    expect(html).toContain('<abbr title="Points">Pts</abbr>');
    expect(html).toContain('data-result="W">W</b>');
    expect(html).toMatch(/<span class="visually-hidden">win, win, draw, loss, win</);
  });

  it('with the API base, each club row ends with a like button of type club (000 §3)', () => {
    const html = renderModule(
      <LeagueTable
        id="7"
        caption="Tabela Ekstraligi"
        rows={[
          row(1, 'Wisła Płock'),
          row(2, 'KS Sokół Warszawa'),
          { ...row(3, 'Bez klubu'), club: null },
        ]}
        ownNames={['KS Sokół Warszawa']}
        locale="pl"
        apiBase="https://api.example/api/v3"
      />,
    );
    expect(html).toContain('<th scope="col"><span class="visually-hidden">Polub</span></th>');
    expect(html.match(/data-like-type="club"/g)).toHaveLength(2);
    expect(html.match(/<td class="[^"]*likeCell[^"]*">/g)).toHaveLength(3);
    // Without it (a page preview), no like buttons.
    expect(render()).not.toContain('data-like-type');
  });
});
