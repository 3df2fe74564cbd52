import type * as ApiClient from '@trybuna/api-client';
import type { Page } from '@trybuna/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchAllTeams: vi.fn(), fetchAllSquadPlayers: vi.fn() }));

vi.mock('@trybuna/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  ...api,
}));
vi.mock('@/lib/server/site', () => ({
  apiClient: () => ({}),
  club: { displayName: 'Trybuna Demo', academyClubName: 'Akademia Trybuna' },
  originOf: (variant: string) => `https://${variant}.example`,
}));

const { withSquadModuleData } = await import('./squad-module');

const page = (components: Record<string, unknown>[]): Page =>
  ({ id: '1', type: 'pages', components }) as Page;

const squadComponent = {
  id: '5',
  type: 'components',
  kind: 'squad',
  squad: { id: '30', type: 'squads', team_id: 8 },
};

beforeEach(() => {
  vi.resetAllMocks();
  api.fetchAllTeams.mockImplementation(
    (_client: unknown, params: { filter: Record<string, string> }) =>
      Promise.resolve(
        params.filter.club_name_matches_any === 'Akademia Trybuna'
          ? [
              { id: '7', type: 'teams' },
              { id: '8', type: 'teams' },
            ]
          : [{ id: '1', type: 'teams' }],
      ),
  );
  api.fetchAllSquadPlayers.mockResolvedValue([
    { id: '2', type: 'squad_players', position: 'striker' },
    { id: '3', type: 'squad_players', position: 'goalkeeper' },
  ]);
});

describe('squad module data (001 §2, §7)', () => {
  it("reads the squad's active players with their images and finds its team's index", async () => {
    const result = await withSquadModuleData(page([squadComponent]));
    expect(api.fetchAllSquadPlayers).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        filter: { squad_id_eq: '30', status_eq: 'active' },
        include: ['image'],
      }),
    );
    expect(result.components?.[0]?.squad_module).toEqual({
      kind: 'squad',
      players: [
        { id: '3', type: 'squad_players', position: 'goalkeeper' },
        { id: '2', type: 'squad_players', position: 'striker' },
      ],
      team: { variant: 'academy', index: 1, origin: 'https://academy.example' },
    });
  });

  it('leaves a page without squad modules as it is, and a failed read without data, marked', async () => {
    const plain = page([{ id: '6', type: 'components', kind: 'text' }]);
    expect(await withSquadModuleData(plain)).toBe(plain);
    api.fetchAllSquadPlayers.mockRejectedValue(new Error('down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await withSquadModuleData(page([squadComponent]));
    expect(result.components?.[0]).toEqual({ ...squadComponent, read_failed: true });
    expect(error).toHaveBeenCalled();
  });
});
