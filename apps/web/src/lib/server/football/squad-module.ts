import {
  fetchAllSquadPlayers,
  type Component,
  type Page,
  type SquadPlayer,
} from '@trybuna/api-client';
import { sortByPosition, type FootballVariant } from '@trybuna/domain';
import { SQUAD_MODULE_DATA, type SquadModuleData } from '@/lib/squad-module-data';
import { READ_FAILED } from '@/lib/read-failure';
import { featureRead } from '@/lib/server/read-failure';
import { apiClient, originOf } from '@/lib/server/site';
import { clubTeams } from './teams';

/**
 * 001 §2, §7 squad module: the squad's active players (`squad_players`, filter squad_id eq and
 * status eq 'active', include image), goalkeepers, defenders, midfielders, strikers.
 */
async function activeSquadPlayers(squadId: string): Promise<SquadPlayer[]> {
  // 001 §7 fetch-all: every page, 50 a page.
  const data = await fetchAllSquadPlayers(apiClient(), {
    filter: { squad_id_eq: squadId, status_eq: 'active' },
    include: ['image'],
  });
  return sortByPosition(data);
}

/**
 * Where the squad's team is listed (001 §2: the player card's team path uses the team's index):
 * among the club's teams (soccer) or the academy's, with that app's origin.
 */
async function squadTeam(
  teamId: string | number | null | undefined,
): Promise<SquadModuleData['team']> {
  if (teamId === null || teamId === undefined) return null;
  for (const variant of ['soccer', 'academy'] as const satisfies readonly FootballVariant[]) {
    const index = (await clubTeams(variant)).findIndex((team) => team.id === String(teamId));
    if (index >= 0) return { variant, index, origin: originOf(variant) };
  }
  return null;
}

async function load(component: Component): Promise<SquadModuleData | null> {
  const squad = component.squad;
  if (!squad) return null;
  const [players, team] = await Promise.all([
    activeSquadPlayers(squad.id),
    squadTeam(squad.team_id),
  ]);
  return { kind: 'squad', players, team };
}

/**
 * A CMS page with its squad modules' players and team attached (`squad_module`), read on the
 * server with the page so the module stays server HTML. A module whose data cannot be read is
 * left without it (it shows only its button) and marked `READ_FAILED` (the page raises the
 * data-load toast) rather than failing the page; the error is logged (`featureRead`).
 */
export async function withSquadModuleData(page: Page): Promise<Page> {
  const components = page.components;
  if (!components?.some((component) => component.kind === 'squad')) return page;
  const loaded = await Promise.all(
    components.map(async (component) => {
      if (component.kind !== 'squad') return component;
      const read = await featureRead('squad', () => load(component));
      if (!read.ok) return { ...component, [READ_FAILED]: true };
      return read.data ? { ...component, [SQUAD_MODULE_DATA]: read.data } : component;
    }),
  );
  return { ...page, components: loaded };
}
