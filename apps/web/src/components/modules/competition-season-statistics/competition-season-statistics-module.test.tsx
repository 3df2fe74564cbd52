import { describe, expect, it } from 'vitest';
import { FOOTBALL_DATA } from '@/lib/football-module-data';
import { clubRow } from '@/components/football/statistics/statistics-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { CompetitionSeasonStatisticsModule } from './competition-season-statistics-module';

const render = (attributes: Record<string, unknown>) =>
  renderModule(
    <CompetitionSeasonStatisticsModule
      component={component('competition_season_statistics', attributes)}
      context={CONTEXT}
    />,
  );

const DATA = {
  kind: 'competition_season_statistics',
  rows: [
    clubRow('1', 'Arka Gdynia', { matches_played: 14, goals: 20, shots: 150 }),
    clubRow('2', 'KS Sokół Warszawa', {
      matches_played: 14,
      goals: 31,
      average_goals_per_match: 2.21,
    }),
    clubRow('3', 'Wisła Płock', { matches_played: 14, goals: 25 }),
  ],
};

describe('CompetitionSeasonStatisticsModule (001 §2)', () => {
  it("shows the season's figures per club by goals, the own club marked", () => {
    const html = render({
      title: 'Statystyki sezonu',
      competition_season_id: 1,
      [FOOTBALL_DATA]: DATA,
    });
    expect(html).toMatch(/>Statystyki sezonu<\/h2>/);
    expect(html).toMatch(/<caption id="season-figures-\d+">Ekstraliga 2026\/27<\/caption>/);
    const names = [...html.matchAll(/<th scope="row"[^>]*>([^<]*)/g)].map((m) => m[1]);
    expect(names).toEqual(['KS Sokół Warszawa', 'Wisła Płock', 'Arka Gdynia']);
    expect(html).toMatch(/data-own="">.*?KS Sokół Warszawa/);
    expect(html).toContain('<abbr title="Średnio goli na mecz">G/M</abbr>');
    // Arka: 150 shots over 14 matches; a figure nobody stores reads '–'.
    expect(html).toContain('<td>10,71</td>');
    expect(html).toContain('<td>–</td>');
  });

  it('says when the season has no figures, and renders nothing without data', () => {
    expect(render({ [FOOTBALL_DATA]: { ...DATA, rows: [] } })).toContain(
      'Brak pozycji do wyświetlania',
    );
    expect(render({ title: 'Statystyki sezonu' })).toBe('');
  });
});
