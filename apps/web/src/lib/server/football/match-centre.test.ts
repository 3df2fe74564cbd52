import { ApiError } from '@trybuna/api-client';
import type * as ApiClient from '@trybuna/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  getMatch: vi.fn(),
  getMatchCentreComponents: vi.fn(),
  getImagesByIds: vi.fn(),
  fetchAllTeams: vi.fn(),
}));

vi.mock('server-only', () => ({}));
vi.mock('@trybuna/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  ...api,
}));
vi.mock('@/lib/server/site', () => ({
  apiClient: () => ({}),
  club: {
    hiddenMatchCentreIds: ['1757'],
    timeZone: 'Europe/Warsaw',
    displayName: 'Sokół Warszawa',
    academyClubName: 'Akademia Sokół',
  },
}));

const { matchCentreData } = await import('./match-centre');

function match(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'matches',
    status: 'live',
    start_time: '2026-11-25T19:30:00+01:00',
    home_squad_score: 1,
    away_squad_score: null,
    period: '1. połowa',
    elapsed_seconds: 754,
    home_squad: {
      id: '1',
      type: 'squads',
      name: 'Sokół',
      club_name: 'Sokół Warszawa',
      team_id: 31,
    },
    away_squad: { id: '2', type: 'squads', name: 'Orzeł Kraków', team_id: 40 },
    odds: [
      { id: '3', type: 'odds', outcome: 'away', value: '3.10', status: 'increased' },
      { id: '1', type: 'odds', outcome: 'home', value: 1.85, status: 'decreased' },
      { id: '2', type: 'odds', outcome: 'draw', value: 3.4, status: null },
    ],
    incidents: [
      { id: '8', type: 'goal', section_type: 'goal', minute: 30, side: 'home' },
      { id: '5', type: 'red_card', section_type: 'other_incident', minute: 12, side: 'away' },
    ],
    ...extra,
  };
}

const COMPONENTS = [
  { id: '16', type: 'video', minute: 49, visibility: 'mobile', payload: { external_url: 'x' } },
  { id: '15', type: 'image', minute: 15, visibility: null, payload: { image_id: 44 } },
  { id: '14', type: 'goal', minute: 14, visibility: 'web', payload: { player: 'J. Nowak' } },
  {
    id: '13',
    type: 'advertisement',
    minute: 5,
    payload: { url: 'https://t.example', image_url: 'https://cdn.example/ad.jpg' },
  },
];

beforeEach(() => {
  vi.resetAllMocks();
  api.getMatchCentreComponents.mockResolvedValue({
    data: COMPONENTS,
    meta: { pagination: { current: 1, last: 2, next: 2 } },
  });
  api.getImagesByIds.mockResolvedValue({
    data: [{ id: '44', type: 'images', variants: { web: { url: 'https://cdn.example/44.jpg' } } }],
  });
  // 001 §3 teamsId: the club's teams (club_name the club's), then the academy's.
  api.fetchAllTeams.mockImplementation(
    (_client: unknown, query: { filter: Record<string, string> }) =>
      Promise.resolve(
        query.filter.club_name_matches_any === 'Sokół Warszawa'
          ? [{ id: '31', type: 'teams' }]
          : [{ id: '35', type: 'teams' }],
      ),
  );
});

describe('001 §2 match centre data', () => {
  it('reads the match with its sides, odds and incidents, and the first timeline page', async () => {
    api.getMatch.mockResolvedValue({ data: match('12') });
    const data = await matchCentreData('12');
    expect(api.getMatch.mock.calls[0]?.[1]).toBe('12');
    const options = api.getMatch.mock.calls[0]?.[2] as { include: string[] };
    expect(options.include).toEqual(
      expect.arrayContaining([
        'home_squad.club_image',
        'venue',
        'competition',
        'odds',
        'incidents',
      ]),
    );
    expect(data).toMatchObject({
      homeName: 'Sokół Warszawa',
      awayName: 'Orzeł Kraków',
      // 001 §3 parsedDate in the club's zone (the title's date).
      parsedDate: '2026.11.25 19:30',
      ownSide: 'home',
      live: {
        status: 'live',
        home_squad_score: 1,
        away_squad_score: 0,
        period: '1. połowa',
        elapsed_seconds: 754,
      },
      hasMore: true,
      hidden: false,
    });
    expect(data?.odds.map((o) => [o.outcome, o.value, o.status])).toEqual([
      ['home', '1.85', 'decreased'],
      ['draw', '3.4', null],
      ['away', '3.10', 'increased'],
    ]);
    expect(data?.incidents.map((i) => i.id)).toEqual(['5', '8']);
  });

  it('leaves out mobile-only items and resolves pictures named by image_id', async () => {
    api.getMatch.mockResolvedValue({ data: match('12') });
    const data = await matchCentreData('12');
    expect(data?.items.map((item) => [item.id, item.type, item.imageUrl])).toEqual([
      ['15', 'image', 'https://cdn.example/44.jpg'],
      ['14', 'goal', null],
      ['13', 'advertisement', 'https://cdn.example/ad.jpg'],
    ]);
    expect(api.getImagesByIds.mock.calls[0]?.[1]).toEqual(['44']);
  });

  it("marks the away side when it is the club's, and none when the teams cannot be read", async () => {
    api.getMatch.mockResolvedValue({
      data: match('12', {
        home_squad: { id: '2', type: 'squads', name: 'Orzeł Kraków', team_id: 40 },
        away_squad: { id: '9', type: 'squads', name: 'Akademia Sokół U19', team_id: 35 },
      }),
    });
    expect((await matchCentreData('12'))?.ownSide).toBe('away');
    api.fetchAllTeams.mockRejectedValue(new Error('down'));
    expect((await matchCentreData('12'))?.ownSide).toBeNull();
  });

  it('is null (not found) when the API does not know the match', async () => {
    api.getMatch.mockRejectedValue(new ApiError('Not found', { status: 404, data: null }));
    expect(await matchCentreData('99')).toBeNull();
  });

  it('reads no timeline for a match on the hide list (1757)', async () => {
    api.getMatch.mockResolvedValue({ data: match('1757') });
    const data = await matchCentreData('1757');
    expect(data).toMatchObject({ hidden: true, items: [], hasMore: false });
    expect(api.getMatchCentreComponents).not.toHaveBeenCalled();
  });
});
