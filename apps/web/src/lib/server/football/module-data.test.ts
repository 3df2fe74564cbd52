import type { Component, Page } from '@trybuna/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withFootballModuleData } from './module-data';
import {
  roundMatches,
  seasonClubStatistics,
  squadPlayerStatistics,
  squadSeasonStatistics,
} from './statistics';
import { groupStandings } from './timetable';

vi.mock('./statistics', () => ({
  roundMatches: vi.fn(() => Promise.resolve([{ id: 'm1' }])),
  seasonClubStatistics: vi.fn(() => Promise.resolve([{ id: 'c1' }])),
  squadPlayerStatistics: vi.fn(() => Promise.resolve([{ id: 'p1' }])),
  squadSeasonStatistics: vi.fn(() => Promise.resolve([{ id: 't1' }])),
}));
vi.mock('./timetable', () => ({ groupStandings: vi.fn(() => Promise.resolve([{ id: 's1' }])) }));

const component = (kind: string, attributes: Record<string, unknown> = {}): Component => ({
  id: kind,
  type: 'components',
  kind,
  ...attributes,
});

const page = (components: Component[]): Page => ({ id: '1', type: 'pages', components });

describe('withFootballModuleData', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('attaches each football module its rows, read for its payload', async () => {
    const result = await withFootballModuleData(
      page([
        component('text', { html: '<p>x</p>' }),
        component('group', { group_id: 3 }),
        component('round', { name: '15. kolejka', competition_season_id: '2' }),
        component('statistic', { squad: { id: '10', type: 'squads' } }),
        component('competition_season_statistics', { competition_season_id: 2 }),
      ]),
    );
    expect(result.components?.map((c) => c.football_data ?? null)).toEqual([
      null,
      { kind: 'group', rows: [{ id: 's1' }] },
      { kind: 'round', matches: [{ id: 'm1' }] },
      { kind: 'statistic', squadId: '10', team: [{ id: 't1' }], players: [{ id: 'p1' }] },
      { kind: 'competition_season_statistics', rows: [{ id: 'c1' }] },
    ]);
    expect(groupStandings).toHaveBeenCalledWith('3');
    expect(roundMatches).toHaveBeenCalledWith('15. kolejka', '2');
    expect(squadSeasonStatistics).toHaveBeenCalledWith('10');
    expect(squadPlayerStatistics).toHaveBeenCalledWith('10');
    expect(seasonClubStatistics).toHaveBeenCalledWith('2');
  });

  it('reads nothing for a payload that names nothing valid', async () => {
    const result = await withFootballModuleData(
      page([
        component('group', { group_id: '3; drop' }),
        component('round', { name: '  ' }),
        component('statistic'),
        component('competition_season_statistics', { competition_season_id: -1 }),
      ]),
    );
    expect(result.components?.every((c) => !('football_data' in c))).toBe(true);
    expect(groupStandings).not.toHaveBeenCalled();
    expect(roundMatches).not.toHaveBeenCalled();
  });

  it('leaves a module without data, marked read_failed and logged, when its read fails; the page still renders', async () => {
    vi.mocked(groupStandings).mockRejectedValueOnce(new Error('API down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await withFootballModuleData(
      page([component('group', { group_id: 3 }), component('round', { name: '1. kolejka' })]),
    );
    expect(result.components?.[0]).not.toHaveProperty('football_data');
    expect(result.components?.[0]).toHaveProperty('read_failed', true);
    expect(result.components?.[1]).toHaveProperty('football_data');
    expect(result.components?.[1]).not.toHaveProperty('read_failed');
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('tables: data not read (API down)');
    error.mockRestore();
  });

  it('returns a page without football modules as it is', async () => {
    const plain = page([component('text')]);
    expect(await withFootballModuleData(plain)).toBe(plain);
  });
});
