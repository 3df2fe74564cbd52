import {
  getMatches,
  getSquadPlayers,
  getSquads,
  getSquadStaffMembers,
  getStandings,
  getTeams,
  type Match,
  type Squad,
  type SquadPlayer,
  type SquadStaffMember,
  type Standing,
  type Team,
} from '@trybuna/api-client';
import type { AppVariant } from '@trybuna/domain';
import { apiClient, club } from './site';

/** 001 §7: the club's teams (or the academy's), main team first, then by id. */
export async function clubTeams(variant: AppVariant): Promise<Team[]> {
  const name = variant === 'academy' ? club.academyClubName : club.displayName;
  const { data } = await getTeams(apiClient(), {
    filter: { club_name_matches_any: name },
    sort: ['-is_main', 'id'],
    page: { size: 50 },
  });
  return data;
}

/** The team's current squad: the one whose season `is_current` (001 §2), else its newest. */
export async function currentSquad(team: Team): Promise<Squad | null> {
  const { data } = await getSquads(apiClient(), {
    filter: { team_id_eq: team.id },
    include: ['season', 'image'],
    sort: ['-id'],
    page: { size: 20 },
  });
  return data.find((squad) => squad.season?.is_current) ?? data[0] ?? null;
}

export async function squadMembers(
  squad: Squad,
): Promise<{ players: SquadPlayer[]; staff: SquadStaffMember[] }> {
  const [players, staff] = await Promise.all([
    getSquadPlayers(apiClient(), {
      filter: { squad_id_eq: squad.id, status_eq: 'active' },
      include: ['image'],
      sort: ['number'],
      page: { size: 50 },
    }),
    getSquadStaffMembers(apiClient(), {
      filter: { squad_id_eq: squad.id },
      page: { size: 50 },
    }),
  ]);
  return { players: players.data, staff: staff.data };
}

const MATCH_INCLUDES = [
  'home_squad',
  'home_squad.club_image',
  'away_squad',
  'away_squad.club_image',
  'venue',
  'competition',
];

/** A squad's matches: upcoming (not ended, soonest first) or played (newest first). */
export async function squadMatches(squad: Squad, played: boolean): Promise<Match[]> {
  const { data } = await getMatches(apiClient(), {
    filter: played
      ? { squad_id_eq: squad.id, status_eq: 'ended' }
      : { squad_id_eq: squad.id, status_not_eq: 'ended' },
    include: MATCH_INCLUDES,
    sort: [played ? '-start_time' : 'start_time'],
    page: { size: 50 },
  });
  return data;
}

/** League tables: every group's standings (001 §2 "tabele wyników"). */
export async function leagueTables(): Promise<{ id: string; rows: Standing[] }[]> {
  const response = await apiClient().get('groups', { params: { page: { size: 10 } } });
  const groups = Array.isArray(response.data) ? (response.data as { id: string }[]) : [];
  return Promise.all(
    groups.map(async (group) => ({
      id: group.id,
      rows: (
        await getStandings(apiClient(), group.id, {
          include: ['club', 'group'],
          sort: ['position'],
          page: { size: 50 },
        })
      ).data,
    })),
  );
}
