import type { Component, Page, Standing } from '@trybuna/api-client';
import { isOwnClubName, TABLE_EXCERPT } from '@trybuna/domain';
import { FOOTBALL_DATA, type FootballModuleData } from '@/lib/football-module-data';
import {
  roundMatches,
  seasonClubStatistics,
  squadPlayerStatistics,
  squadSeasonStatistics,
} from './statistics';
import { READ_FAILED } from '@/lib/read-failure';
import { featureRead } from '@/lib/server/read-failure';
import { club } from '@/lib/server/site';
import { clubTeams } from './teams';
import { groupStandings } from './timetable';

/** An id in a module payload: a positive integer, as a number or a string. */
function payloadId(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^[1-9][0-9]{0,9}$/.test(text) ? text : null;
}

const payloadText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The club's team whose squad has a row in the standings, as its variant and route index: the
 * page of the whole table when the group module shows an excerpt. Null when no team is found.
 */
async function tablesTeam(
  rows: readonly Standing[],
): Promise<{ variant: 'soccer' | 'academy'; teamIndex: number } | null> {
  const own = [club.displayName, club.academyClubName];
  const teamIds = rows
    .filter((row) => isOwnClubName(row.club?.name, own) && row.squad?.team_id != null)
    .map((row) => String(row.squad?.team_id));
  if (teamIds.length === 0) return null;
  for (const variant of ['soccer', 'academy'] as const) {
    const teamIndex = (await clubTeams(variant)).findIndex((team) => teamIds.includes(team.id));
    if (teamIndex >= 0) return { variant, teamIndex };
  }
  return null;
}

/** The rows a football module shows, read for its payload; null when it names nothing. */
async function load(component: Component): Promise<FootballModuleData | null> {
  switch (component.kind) {
    case 'group': {
      const id = payloadId(component.group_id);
      if (!id) return null;
      const rows = await groupStandings(id);
      const tables = rows.length > TABLE_EXCERPT.whole ? await tablesTeam(rows) : null;
      return { kind: 'group', rows, ...(tables ? { tables } : {}) };
    }
    case 'round': {
      const name = payloadText(component.name);
      if (!name) return null;
      const season = payloadId(component.competition_season_id);
      return { kind: 'round', matches: await roundMatches(name, season) };
    }
    case 'statistic': {
      const squadId = component.squad?.id ?? payloadId(component.squad_id);
      if (!squadId) return null;
      const [team, players] = await Promise.all([
        squadSeasonStatistics(squadId),
        squadPlayerStatistics(squadId),
      ]);
      return { kind: 'statistic', squadId, team, players };
    }
    case 'competition_season_statistics': {
      const id = payloadId(component.competition_season_id);
      return id
        ? { kind: 'competition_season_statistics', rows: await seasonClubStatistics(id) }
        : null;
    }
    default:
      return null;
  }
}

const KINDS = new Set(['group', 'round', 'statistic', 'competition_season_statistics']);

/**
 * A CMS page with the data of its football modules attached (`football_data`): the group's
 * standings, the round's matches, the squad's figures and leaders, the season's figures per
 * club. Read on the server with the page (ISR), so the modules stay plain server HTML. A module
 * whose data cannot be read is left without it (it renders nothing) and marked `READ_FAILED`
 * (the page raises the data-load toast) rather than failing the whole page; the error is
 * logged (`featureRead`).
 */
export async function withFootballModuleData(page: Page): Promise<Page> {
  const components = page.components;
  if (!components?.some((component) => KINDS.has(component.kind))) return page;
  const loaded = await Promise.all(
    components.map(async (component) => {
      if (!KINDS.has(component.kind)) return component;
      const read = await featureRead(component.kind === 'group' ? 'tables' : 'statistics', () =>
        load(component),
      );
      if (!read.ok) return { ...component, [READ_FAILED]: true };
      return read.data ? { ...component, [FOOTBALL_DATA]: read.data } : component;
    }),
  );
  return { ...page, components: loaded };
}
