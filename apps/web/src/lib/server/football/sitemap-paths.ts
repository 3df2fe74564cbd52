import 'server-only';
import { memberPath, squadPath, teamPath, TIMETABLE_TABS, timetablePath } from '@trybuna/domain';
import { clubTeams, currentOf, squadMembers, teamSquads } from './teams';

/**
 * The football pages of a variant for sitemap.xml (001 §2): every team page, the pages of its
 * other squads (past seasons), its three timetable tabs and the profile of every member of its
 * current squad.
 */
export async function footballSitemapPaths(variant: 'soccer' | 'academy'): Promise<string[]> {
  const teams = await clubTeams(variant);
  const perTeam = await Promise.all(
    teams.map(async (team, teamIndex) => {
      const paths = [
        teamPath(variant, teamIndex),
        ...TIMETABLE_TABS.map((tab) => timetablePath(variant, teamIndex, tab)),
      ];
      const squads = await teamSquads(team.id);
      const squad = currentOf(squads);
      if (!squad) return paths;
      for (const other of squads) {
        if (other.id !== squad.id) paths.push(squadPath(variant, teamIndex, other.id));
      }
      const { players, staff } = await squadMembers(squad);
      const member =
        (kind: 'player' | 'staff') => (m: (typeof players)[number] | (typeof staff)[number]) =>
          memberPath({
            variant,
            teamIndex,
            kind,
            firstName: m.first_name,
            lastName: m.last_name,
            id: m.id,
          });
      return [...paths, ...players.map(member('player')), ...staff.map(member('staff'))];
    }),
  );
  return [...new Set(perTeam.flat())];
}
