import { describe, expect, it } from 'vitest';
import { FOOTBALL_DATA } from '../../football/statistics/module-data';
import { standing } from '../../football/statistics/statistics-fixtures';
import { renderModule } from '../test-render';
import { CONTEXT, component } from '../test-fixtures';
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
});
