import {
  getMatches,
  getStandings,
  type Match,
  type Squad,
  type Standing,
} from '@trybuna/api-client';
import { apiClient } from './site';

// Teams and members live in football/teams.ts and football/members.ts (001 §2 pages); these
// re-exports keep the older imports working.
export { clubTeams, currentSquad, squadMembers, teamPageData } from './football/teams';
export { latestStatistic, memberTeam, squadMember } from './football/members';

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
