import { describe, expect, it } from 'vitest';
import { FOOTBALL_DATA } from '@/lib/football-module-data';
import { standing } from '@/components/football/statistics/statistics-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { GroupModule } from './group-module';

const render = (attributes: Record<string, unknown>) =>
  renderModule(<GroupModule component={component('group', attributes)} context={CONTEXT} />);

describe('GroupModule (group, 001 §2)', () => {
  it("shows the group's standings as a league table under the module's title", () => {
    const html = render({
      title: 'Tabela',
      group_id: 3,
      [FOOTBALL_DATA]: {
        kind: 'group',
        rows: [
          standing(1, 'Wisła Płock', 'champions_league_q2'),
          standing(2, 'KS Sokół Warszawa'),
          standing(3, 'Arka Gdynia'),
        ],
      },
    });
    expect(html).toMatch(/<h2 id="group-\d+-title"[^>]*>Tabela<\/h2>/);
    expect(html).toMatch(/<caption id="league-table-\d+">Tabela Ekstraligi<\/caption>/);
    expect(html.match(/<tr[ >]/g)).toHaveLength(4);
    expect(html).toContain('<span>Champions League 2nd qualifying round</span>');
    // The club's own row, found by the configured club name.
    expect(html).toMatch(/data-own="">.*?KS Sokół Warszawa/);
  });

  it('falls back to the group name, and says when the table is empty', () => {
    const html = render({ [FOOTBALL_DATA]: { kind: 'group', rows: [] } });
    expect(html).toContain('>Tabela</h2>');
    expect(html).toContain('Brak pozycji do wyświetlania');
  });

  it('renders nothing without the data the server attaches', () => {
    expect(render({ title: 'Tabela', group_id: 3 })).toBe('');
  });

  it("shows a long table as the top three and the club with its neighbours, then the whole table's link", () => {
    const names = Array.from({ length: 18 }, (_, index) =>
      index === 9 ? 'KS Sokół Warszawa' : `Klub ${index + 1}`,
    );
    const rows = names.map((name, index) => standing(index + 1, name));
    const html = render({
      [FOOTBALL_DATA]: { kind: 'group', rows, tables: { variant: 'soccer', teamIndex: 1 } },
    });
    // The header row and six: 1, 2, 3, 9, 10 (the club's own) and 11.
    expect(html.match(/<tr[ >]/g)).toHaveLength(7);
    expect(html).toContain('Klub 9');
    expect(html).toContain('Klub 11');
    expect(html).not.toContain('Klub 12');
    expect(html).toMatch(/data-own="">.*?KS Sokół Warszawa/);
    expect(html).toContain(
      '<a href="/pilka-nozna/terminarz-druga/tabele-wynikow">Tabele wyników</a>',
    );
  });

  it('shows the whole table when the server found no team of the club in it on this site', () => {
    const rows = Array.from({ length: 18 }, (_, index) => standing(index + 1, `Klub ${index + 1}`));
    const academy = { variant: 'academy', teamIndex: 0 };
    for (const data of [
      { kind: 'group', rows },
      { kind: 'group', rows, tables: academy },
    ]) {
      const html = render({ [FOOTBALL_DATA]: data });
      expect(html.match(/<tr[ >]/g)).toHaveLength(19);
      expect(html).not.toContain('Tabele wyników');
    }
  });
});
