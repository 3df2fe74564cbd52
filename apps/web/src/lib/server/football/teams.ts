import { cache } from 'react';
import {
  getSquadPlayers,
  getSquads,
  getSquadStaffMembers,
  getTeams,
  type Squad,
  type SquadPlayer,
  type SquadStaffMember,
  type Team,
} from '@trybuna/api-client';
import type { AppVariant } from '@trybuna/domain';
import { apiClient, club } from '../site';

/**
 * 001 §7: the club's teams (or the academy's), main team first, then by id. The order is the
 * team index of the routes (001 §2: the index gives the team page suffix). One request per
 * render (`cache`), shared by a page and its metadata.
 */
export const clubTeams = cache(async (variant: AppVariant): Promise<Team[]> => {
  const name = variant === 'academy' ? club.academyClubName : club.displayName;
  const { data } = await getTeams(apiClient(), {
    filter: { club_name_matches_any: name },
    sort: ['-is_main', 'id'],
    page: { size: 50 },
  });
  return data;
});

/** The team's current squad: the one whose season `is_current` (001 §2), else its newest. */
export const currentSquad = cache(async (team: Team): Promise<Squad | null> => {
  const { data } = await getSquads(apiClient(), {
    filter: { team_id_eq: team.id },
    include: ['season', 'image'],
    sort: ['-id'],
    page: { size: 20 },
  });
  return data.find((squad) => squad.season?.is_current) ?? data[0] ?? null;
});

/** A squad's active players (by number, with their photos) and its staff. */
export const squadMembers = cache(
  async (squad: Squad): Promise<{ players: SquadPlayer[]; staff: SquadStaffMember[] }> => {
    const [players, staff] = await Promise.all([
      getSquadPlayers(apiClient(), {
        filter: { squad_id_eq: squad.id, status_eq: 'active' },
        include: ['image'],
        sort: ['number'],
        page: { size: 50 },
      }),
      getSquadStaffMembers(apiClient(), {
        filter: { squad_id_eq: squad.id },
        include: ['image'],
        page: { size: 50 },
      }),
    ]);
    return { players: players.data, staff: staff.data };
  },
);

/** What the team page of 001 §2 shows: every team of the variant, the one at `index`, its squad. */
export interface TeamPageData {
  teams: Team[];
  index: number;
  team: Team;
  squad: Squad;
  players: SquadPlayer[];
  staff: SquadStaffMember[];
}

/** The team page's data; null when the variant has no team at `index` or it has no squad. */
export const teamPageData = cache(
  async (variant: AppVariant, index: number): Promise<TeamPageData | null> => {
    const teams = await clubTeams(variant);
    const team = teams[index];
    if (!team) return null;
    const squad = await currentSquad(team);
    if (!squad) return null;
    return { teams, index, team, squad, ...(await squadMembers(squad)) };
  },
);
