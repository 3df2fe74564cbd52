import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  fetchAllSquadPlayers,
  fetchAllSquads,
  fetchAllSquadStaffMembers,
  fetchAllTeams,
  getSquadPlayers,
  type ApiClient,
} from '@trybuna/api-client';
import { club } from '@trybuna/config';
import { squadPlayers, squads, squadStaffMembers, teams } from '@trybuna/db/schema';
import { testApiWithDatabase } from '../support/app';

/** More than one page of 50 of everything the football pages list (001 §7 fetch-all). */
const EXTRA_PLAYERS = 70;
const EXTRA_STAFF = 55;
const EXTRA_TEAMS = 60;
const EXTRA_SQUADS = 52;

describe('api-client fetch-all against the real content API (001 §7: pages of 50 to the end)', () => {
  let app: FastifyInstance;
  let client: ApiClient;
  const paths: string[] = [];
  beforeAll(async () => {
    ({ app } = await testApiWithDatabase({}, async ({ db }) => {
      await db.insert(squadPlayers).values(
        Array.from({ length: EXTRA_PLAYERS }, (_, i) => ({
          id: 100 + i,
          squadId: 1,
          firstName: 'Gracz',
          lastName: `Numer ${String(i)}`,
          slug: `gracz-numer-${String(i)}`,
          position: 'midfielder' as const,
          number: 40 + i,
        })),
      );
      await db.insert(squadStaffMembers).values(
        Array.from({ length: EXTRA_STAFF }, (_, i) => ({
          id: 100 + i,
          squadId: 1,
          firstName: 'Trener',
          lastName: `Numer ${String(i)}`,
          role: 'coach',
        })),
      );
      await db.insert(teams).values(
        Array.from({ length: EXTRA_TEAMS }, (_, i) => ({
          id: 100 + i,
          name: `Rocznik ${String(2000 + i)}`,
          clubName: club.displayName,
          position: i + 1,
        })),
      );
      await db.insert(squads).values(
        Array.from({ length: EXTRA_SQUADS }, (_, i) => ({
          id: 100 + i,
          name: `Pierwsza drużyna ${String(1950 + i)}`,
          slug: `pierwsza-druzyna-${String(1950 + i)}`,
          clubCode: 'SOK',
          clubName: club.displayName,
          teamId: 1,
          seasonId: 1,
        })),
      );
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    client = createApiClient({
      baseUrl: `http://127.0.0.1:${String(port)}/api/v3`,
      production: false,
      fetch: (input, init) => {
        paths.push(new URL(input instanceof Request ? input.url : String(input)).search);
        return fetch(input, init);
      },
    });
  });
  afterAll(() => app.close());

  it('a squad of 72 active players: one page of 50 is cut, fetch-all reads both pages', async () => {
    const filter = { squad_id_eq: 1, status_eq: 'active' };
    const first = await getSquadPlayers(client, { filter, page: { size: 50 } });
    expect(first.data).toHaveLength(50);
    paths.length = 0;
    const players = await fetchAllSquadPlayers(client, { filter, sort: ['number'] });
    expect(players).toHaveLength(EXTRA_PLAYERS + 2);
    expect(new Set(players.map((p) => p.id)).size).toBe(players.length);
    expect(players.map((p) => p.number)).toEqual([
      1,
      9,
      ...Array.from({ length: EXTRA_PLAYERS }, (_, i) => 40 + i),
    ]);
    expect(paths.map((search) => new URLSearchParams(search).get('page[size]'))).toEqual([
      '50',
      '50',
    ]);
    expect(paths.map((search) => new URLSearchParams(search).get('page[number]'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('staff, teams and squads are read to their last page too', async () => {
    const staff = await fetchAllSquadStaffMembers(client, { filter: { squad_id_eq: 1 } });
    expect(staff.filter((s) => s.first_name === 'Trener')).toHaveLength(EXTRA_STAFF);
    const clubTeams = await fetchAllTeams(client, {
      filter: { club_name_matches_any: club.displayName },
      sort: ['-is_main', 'id'],
    });
    expect(clubTeams).toHaveLength(EXTRA_TEAMS + 1);
    expect(clubTeams[0]).toMatchObject({ id: '1', is_main: true });
    const teamSquads = await fetchAllSquads(client, { filter: { team_id_eq: 1 }, sort: ['-id'] });
    expect(teamSquads).toHaveLength(EXTRA_SQUADS + 1);
    expect(teamSquads.at(-1)?.id).toBe('1');
  });
});
