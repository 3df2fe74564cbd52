import { createApiClient, type ApiClient } from '@trybuna/api-client';
import { TIMETABLE_TABS } from '@trybuna/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * 000 §8 on the server, through the real api-client: the API answers the page's own reads and
 * no answer comes for the feature's (a fetch that fails as an unreachable host's does).
 */
const failing = vi.hoisted(() => ({ paths: [] as string[], client: null as ApiClient | null }));

vi.mock('server-only', () => ({}));
vi.mock('@/lib/server/site', () => ({
  apiClient: () => failing.client,
  club: {
    displayName: 'Trybuna Demo',
    academyClubName: 'Akademia Trybuna',
    timeZone: 'UTC',
    hiddenMatchCentreIds: [],
  },
  runtimeEnv: () => ({ urls: { api: 'https://api.example' } }),
  browserApiBase: () => 'https://api.example/api/v3',
  originOf: (variant: string) => `https://${variant}.example`,
}));

const { ticketBeltData } = await import('./ticket-belt');
const { teamPageData } = await import('./teams');
const { timetableData } = await import('./timetable');
const { matchCentreData } = await import('./match-centre');
const { TicketBeltView } = await import('@/components/football/ticket-belt/ticket-belt');
const { DataLoadErrorNotice } = await import('@/components/chrome/toasts/data-load-error-notice');

const BODIES: Record<string, unknown> = {
  teams: { data: [{ id: '1', type: 'teams', attributes: { name: 'Pierwsza drużyna' } }] },
  squads: {
    data: [{ id: '30', type: 'squads', attributes: { name: 'Pierwsza drużyna', slug: 'first' } }],
  },
  squad_players: { data: [{ id: '2', type: 'squad_players', attributes: { number: 9 } }] },
  squad_staff_members: { data: [] },
  matches: { data: [] },
  'matches/5': { data: { id: '5', type: 'matches', attributes: { status: 'live' } } },
  match_centre_components: { data: [] },
  match_statistics: { data: [] },
  match_lineup_players: { data: [] },
  competition_seasons: { data: [] },
};

function answer(url: string): Promise<Response> {
  const path = new URL(url).pathname.replace(/^\/api\/v3\//, '');
  if (failing.paths.includes(path)) return Promise.reject(new TypeError('fetch failed'));
  const body = BODIES[path];
  return Promise.resolve(
    body ? Response.json(body) : Response.json({ errors: [{ status: '404' }] }, { status: 404 }),
  );
}

const quiet = { error: () => undefined };

beforeEach(() => {
  failing.paths = [];
  failing.client = createApiClient({
    baseUrl: 'https://api.example/api/v3',
    fetch: (input) =>
      answer(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url),
    logger: quiet,
  });
  // featureRead logs the failure; the tests check that, not the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('000 §8 a failed server read leaves out its feature, not the page', () => {
  it('the ticket belt: no belt, the data-load notice in its place, the failure logged', async () => {
    failing.paths = ['competition_seasons'];
    const data = await ticketBeltData();
    expect(data).toMatchObject({ matches: [], season: null, failed: true });
    expect(TicketBeltView({ data, locale: 'pl' })?.type).toBe(DataLoadErrorNotice);
    expect(console.error).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'ReadFailure', feature: 'belt' }),
    );
  });

  it("the team page: the team and squad as read, the members empty and 'failed'", async () => {
    failing.paths = ['squad_players'];
    const data = await teamPageData('soccer', 0);
    expect(data?.team.id).toBe('1');
    expect(data?.squad.id).toBe('30');
    expect(data).toMatchObject({ players: [], staff: [], failed: true });
  });

  it("the timetable: the tab's matches left out and 'failed'; the page itself still read", async () => {
    failing.paths = ['matches'];
    const upcoming = TIMETABLE_TABS.find((tab) => tab.hash === 'upcoming');
    if (!upcoming) throw new Error('no upcoming tab');
    const data = await timetableData('soccer', 0, upcoming);
    expect(data).toMatchObject({ matches: [], tables: [], failed: true });
    expect(data?.team.id).toBe('1');
  });

  it("the page's own data failing fails the render (the error page; ISR keeps the last good page)", async () => {
    failing.paths = ['teams'];
    const played = TIMETABLE_TABS.find((tab) => tab.hash === 'played');
    if (!played) throw new Error('no played tab');
    await expect(timetableData('soccer', 0, played)).rejects.toThrow('fetch failed');
  });

  it('a read that works is not marked', async () => {
    const data = await teamPageData('soccer', 0);
    expect(data?.failed).toBeUndefined();
    expect(data?.players).toHaveLength(1);
  });

  it("the match centre: the match as read, the timeline left out and 'failed'", async () => {
    failing.paths = ['match_centre_components'];
    const data = await matchCentreData('5');
    expect(data?.match.id).toBe('5');
    expect(data).toMatchObject({ items: [], hasMore: false, failed: true });
    failing.paths = [];
    expect((await matchCentreData('5'))?.failed).toBeUndefined();
  });
});
