import { ApiError } from '@trybuna/api-client';
import type * as ApiClient from '@trybuna/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchAllTeams: vi.fn(),
  getSquadPlayer: vi.fn(),
  getSquadStaffMember: vi.fn(),
}));

vi.mock('@trybuna/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  ...api,
}));
vi.mock('@/lib/server/site', () => ({
  apiClient: () => ({}),
  club: { displayName: 'Trybuna Demo', academyClubName: 'Akademia Trybuna' },
}));

const { memberPage } = await import('./members');

const TEAMS = [
  { id: '1', type: 'teams', name: 'Pierwsza drużyna' },
  { id: '2', type: 'teams', name: 'Rezerwy' },
];

function player(id: string, teamId: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'squad_players',
    first_name: 'Łukasz',
    last_name: 'Żółtowski',
    position: 'striker',
    squad: { id: '10', type: 'squads', name: 'Rezerwy', team_id: teamId },
    statistics: [
      { id: '4', type: 'statistics', values: { goals: 1 } },
      { id: '9', type: 'statistics', values: { goals: 3 } },
    ],
    ...extra,
  };
}

beforeEach(() => {
  vi.resetAllMocks();
  api.fetchAllTeams.mockResolvedValue(TEAMS);
});

describe('profile routes (001 §2)', () => {
  it('serves the member at their canonical path, with the newest statistics row', async () => {
    api.getSquadPlayer.mockResolvedValue({ data: player('7', 2) });
    const page = await memberPage('soccer', 1, 'player', 'lukasz-zoltowski', '7');
    expect(page.status).toBe('ok');
    if (page.status !== 'ok') return;
    expect(page.path).toBe('/pilka-nozna/druzyna-druga/zawodnik/lukasz-zoltowski/7');
    expect(page.teamIndex).toBe(1);
    expect(page.statistic?.id).toBe('9');
    expect(page.sections).toEqual({ articles: [], products: [], socials: [] });
  });

  it('redirects a wrong slug or a wrong team to the canonical path', async () => {
    api.getSquadPlayer.mockResolvedValue({ data: player('7', 2) });
    expect(await memberPage('soccer', 1, 'player', 'jan-nowak', '7')).toEqual({
      status: 'redirect',
      to: '/pilka-nozna/druzyna-druga/zawodnik/lukasz-zoltowski/7',
    });
    expect(await memberPage('soccer', 0, 'player', 'lukasz-zoltowski', '7')).toEqual({
      status: 'redirect',
      to: '/pilka-nozna/druzyna-druga/zawodnik/lukasz-zoltowski/7',
    });
  });

  it('is not found for an unknown id, or a member of another variant’s team', async () => {
    api.getSquadPlayer.mockRejectedValue(new ApiError('Not found', { status: 404, data: null }));
    expect(await memberPage('soccer', 0, 'player', 'x', '999')).toEqual({ status: 'not-found' });
    api.getSquadPlayer.mockResolvedValue({ data: player('7', 5) });
    expect(await memberPage('soccer', 0, 'player', 'lukasz-zoltowski', '7')).toEqual({
      status: 'not-found',
    });
  });

  it('reads staff from squad_staff_members under /sztab/', async () => {
    api.getSquadStaffMember.mockResolvedValue({
      data: {
        id: '7',
        type: 'squad_staff_members',
        first_name: 'Ewa',
        last_name: 'Sroka',
        role: 'doctor',
        squad: { id: '10', type: 'squads', team_id: 1 },
      },
    });
    const page = await memberPage('academy', 0, 'staff', 'ewa-sroka', '7');
    expect(api.getSquadPlayer).not.toHaveBeenCalled();
    expect(page).toMatchObject({
      status: 'ok',
      path: '/druzyna/sztab/ewa-sroka/7',
      statistic: null,
    });
  });

  it('keeps the sections the API gives and drops malformed items', async () => {
    api.getSquadPlayer.mockResolvedValue({
      data: player('7', 1, {
        social_media: [
          { type: 'Instagram', url: 'https://instagram.com/lz' },
          { type: 'x', url: 'javascript:alert(1)' },
          null,
        ],
        articles: [{ id: '5', type: 'articles', title: 'Galeria' }],
        products: [{ id: '6', type: 'products', name: 'Szalik' }],
      }),
    });
    const page = await memberPage('soccer', 0, 'player', 'lukasz-zoltowski', '7');
    expect(page.status === 'ok' && page.sections.socials).toEqual([
      { type: 'instagram', url: 'https://instagram.com/lz' },
    ]);
    expect(page.status === 'ok' && page.sections.articles.map((a) => a.id)).toEqual(['5']);
    expect(page.status === 'ok' && page.sections.products).toHaveLength(1);
  });
});
