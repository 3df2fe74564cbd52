import ICAL from 'ical.js';
import type { Squad, Team } from '@trybuna/api-client';
import { fetchAllSquads } from '@trybuna/api-client';
import type * as ApiClientModule from '@trybuna/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarResponse } from './calendar';
import { clubTeams } from './teams';
import { squadMatchList } from './timetable';

vi.mock('@trybuna/api-client', async (actual) => ({
  ...(await actual<typeof ApiClientModule>()),
  fetchAllSquads: vi.fn(),
}));
vi.mock('./teams', () => ({ clubTeams: vi.fn() }));
vi.mock('./timetable', () => ({ squadMatchList: vi.fn() }));
vi.mock('@/lib/server/site', async () => ({
  apiClient: () => ({}),
  club: (await import('@trybuna/config')).club,
  originOf: (variant: string) =>
    variant === 'academy' ? 'https://akademia.sokol.example' : 'https://sokol.example',
}));

const TEAMS = [
  { id: '1', type: 'teams', name: 'Pierwsza drużyna' },
  { id: '2', type: 'teams', name: 'Rezerwy' },
] as Team[];

const squad = (id: string, teamId: number, current: boolean) =>
  ({
    id,
    type: 'squads',
    slug: 'rezerwy',
    team_id: teamId,
    season: { id: current ? '2' : '1', type: 'seasons', is_current: current },
  }) as Squad;

beforeEach(() => {
  vi.mocked(clubTeams).mockResolvedValue(TEAMS);
  vi.mocked(squadMatchList).mockResolvedValue([
    {
      id: '5',
      type: 'matches',
      status: 'pending',
      start_time: '2026-11-29T11:00:00Z',
      home_squad: { id: '2', type: 'squads', name: 'Rezerwy', club_name: 'KS Sokół Warszawa' },
      away_squad: { id: '9', type: 'squads', name: 'Orzeł Kraków II', club_name: 'Orzeł Kraków' },
    },
  ]);
});

describe('calendarResponse (/kalendarz/{team}.ics)', () => {
  it("answers the current squad's feed with the calendar headers", async () => {
    vi.mocked(fetchAllSquads).mockResolvedValue([
      squad('30', 2, false),
      squad('2', 2, true),
    ] as Squad[]);
    const response = await calendarResponse({ variant: 'soccer', locale: 'pl', team: 'rezerwy' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=600',
    );
    expect(response.headers.get('content-disposition')).toBe('inline; filename="rezerwy.ics"');
    expect(squadMatchList).toHaveBeenCalledWith('2', 'all');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
    const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(event?.uid).toBe('match-5@sokol.example');
    expect(event?.summary).toBe('KS Sokół Warszawa - Orzeł Kraków');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('KS Sokół Warszawa – Rezerwy');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Warsaw');
  });

  it('is a 404 for a squad of no team of the variant, or not current', async () => {
    vi.mocked(fetchAllSquads).mockResolvedValue([
      squad('30', 2, false),
      squad('40', 7, true),
    ] as Squad[]);
    const response = await calendarResponse({ variant: 'soccer', locale: 'pl', team: 'rezerwy' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it.each([
    { variant: 'athletics', locale: 'pl', team: 'rezerwy' },
    { variant: 'soccer', locale: 'en', team: 'rezerwy' },
    { variant: 'soccer', locale: 'pl', team: 'Rezerwy' },
    { variant: 'soccer', locale: 'pl', team: '-x' },
    { variant: 'soccer', locale: 'pl', team: '..%2f' },
  ])('is a 404 without an API call for %j', async (params) => {
    vi.mocked(fetchAllSquads).mockClear();
    expect((await calendarResponse(params)).status).toBe(404);
    expect(fetchAllSquads).not.toHaveBeenCalled();
  });
});
