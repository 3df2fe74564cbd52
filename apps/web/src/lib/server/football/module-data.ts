import type { Component, Page } from '@trybuna/api-client';
import {
  FOOTBALL_DATA,
  type FootballModuleData,
} from '../../../components/football/statistics/module-data';
import {
  roundMatches,
  seasonClubStatistics,
  squadPlayerStatistics,
  squadSeasonStatistics,
} from './statistics';
import { READ_FAILED } from '../../read-failure';
import { featureRead } from '../read-failure';
import { groupStandings } from './timetable';

/** An id in a module payload: a positive integer, as a number or a string. */
function payloadId(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^[1-9][0-9]{0,9}$/.test(text) ? text : null;
}

const payloadText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The rows a football module shows, read for its payload; null when it names nothing. */
async function load(component: Component): Promise<FootballModuleData | null> {
  switch (component.kind) {
    case 'group': {
      const id = payloadId(component.group_id);
      return id ? { kind: 'group', rows: await groupStandings(id) } : null;
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
