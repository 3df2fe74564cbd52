import { cache } from 'react';
import {
  fetchAllSquadPlayers,
  fetchAllSquads,
  fetchAllSquadStaffMembers,
  fetchAllTeams,
  type Squad,
  type SquadPlayer,
  type SquadStaffMember,
  type Team,
} from '@trybuna/api-client';
import type { AppVariant } from '@trybuna/domain';
import { featureRead } from '@/lib/server/read-failure';
import { apiClient, club } from '@/lib/server/site';

/**
 * 001 §7: the club's teams (or the academy's), main team first, then by id. The order is the
 * team index of the routes (001 §2: the index gives the team page suffix). Read to the last
 * page (fetch-all, 50 a page); once per render (`cache`), shared by a page and its metadata.
 */
export const clubTeams = cache(async (variant: AppVariant): Promise<Team[]> => {
  const name = variant === 'academy' ? club.academyClubName : club.displayName;
  return fetchAllTeams(apiClient(), {
    filter: { club_name_matches_any: name },
    sort: ['-is_main', 'id'],
  });
});

const seasonOrder = new Intl.Collator('pl', { numeric: true });

/**
 * Squads in the order a team page lists them: the current season's first, then the others by
 * season, newest first ('2025/26' before '2024/25'), then the newest squad (highest id).
 */
export function bySeason(squads: readonly Squad[]): Squad[] {
  const current = (squad: Squad) => (squad.season?.is_current === true ? 1 : 0);
  return [...squads].sort(
    (a, b) =>
      current(b) - current(a) ||
      seasonOrder.compare(b.season?.name ?? '', a.season?.name ?? '') ||
      Number(b.id) - Number(a.id),
  );
}

/** Every squad of a team (001 §2 "the team's squads") with season and image, `bySeason`. */
export const teamSquads = cache(async (teamId: string): Promise<Squad[]> =>
  bySeason(
    await fetchAllSquads(apiClient(), {
      filter: { team_id_eq: teamId },
      include: ['season', 'image'],
      sort: ['-id'],
    }),
  ),
);

/** The current squad among a team's squads: the one whose season `is_current`, else the newest. */
export function currentOf(squads: readonly Squad[]): Squad | null {
  return squads.find((squad) => squad.season?.is_current) ?? squads[0] ?? null;
}

/** The team's current squad: the one whose season `is_current` (001 §2), else its newest. */
export const currentSquad = cache(async (team: Team): Promise<Squad | null> =>
  currentOf(await teamSquads(team.id)),
);

/** A squad's active players (by number, with their photos) and its staff. */
export const squadMembers = cache(
  async (squad: Squad): Promise<{ players: SquadPlayer[]; staff: SquadStaffMember[] }> => {
    // 001 §7 fetch-all: a squad of more than 50 is read to its last page.
    const [players, staff] = await Promise.all([
      fetchAllSquadPlayers(apiClient(), {
        filter: { squad_id_eq: squad.id, status_eq: 'active' },
        include: ['image'],
        sort: ['number'],
      }),
      fetchAllSquadStaffMembers(apiClient(), {
        filter: { squad_id_eq: squad.id },
        include: ['image'],
      }),
    ]);
    return { players, staff };
  },
);

/**
 * What the team page of 001 §2 shows: every team of the variant, the one at `index`, the
 * team's squads (newest first), the squad shown (the current one unless another is asked for).
 */
export interface TeamPageData {
  teams: Team[];
  index: number;
  team: Team;
  /** Every squad of the team (001 §2 "the page shows the team's squads"). */
  squads: Squad[];
  /** The team's current squad (the team page's own). */
  current: Squad;
  /** The squad shown. */
  squad: Squad;
  players: SquadPlayer[];
  staff: SquadStaffMember[];
  /** The members could not be read (000 §8: logged, the page raises the data-load toast). */
  failed?: boolean;
}

/**
 * The team page's data, with the current squad or the squad `squadId` of the team; null when
 * the variant has no team at `index`, it has no squad, or `squadId` is none of its squads.
 */
export const teamPageData = cache(
  async (variant: AppVariant, index: number, squadId?: string): Promise<TeamPageData | null> => {
    const teams = await clubTeams(variant);
    const team = teams[index];
    if (!team) return null;
    const squads = await teamSquads(team.id);
    const current = currentOf(squads);
    const squad = squadId === undefined ? current : (squads.find((s) => s.id === squadId) ?? null);
    if (!squad || !current) return null;
    // The squad's members are the page's feature: a failed read leaves the groups empty
    // (logged, the page raises the data-load toast); teams and squad are the page itself.
    const members = await featureRead('squad', () => squadMembers(squad));
    return {
      teams,
      index,
      team,
      squads,
      current,
      squad,
      ...(members.ok ? members.data : { players: [], staff: [], failed: true }),
    };
  },
);
