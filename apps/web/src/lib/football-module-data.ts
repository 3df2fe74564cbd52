import type { Component, LinkedStatistic, Match, SquadPlayer, Standing } from '@trybuna/api-client';

/**
 * The component attribute the site's server fills with a football module's data before the
 * page renders (`lib/server/football/module-data.ts`): the CMS payload only names what to show
 * (a group, a round, a squad, a competition season), not its rows.
 */
export const FOOTBALL_DATA = 'football_data';

export type FootballModuleData =
  | {
      kind: 'group';
      rows: Standing[];
      /**
       * The club's team playing in the group, whose timetable's tables tab holds the whole table
       * (set when the table is longer than the module's excerpt: `tableExcerpt`).
       */
      tables?: { variant: 'soccer' | 'academy'; teamIndex: number };
    }
  | { kind: 'round'; matches: Match[] }
  | {
      kind: 'statistic';
      squadId: string;
      /** The squad's team figures, one row per competition season. */
      team: LinkedStatistic[];
      /** Its active players with their statistics (limited keys: the anonymous read). */
      players: SquadPlayer[];
    }
  | { kind: 'competition_season_statistics'; rows: LinkedStatistic[] };

export type FootballModuleKind = FootballModuleData['kind'];

/** The data of a football module of `kind`, or null when the server attached none. */
export function footballData<K extends FootballModuleKind>(
  component: Component,
  kind: K,
): Extract<FootballModuleData, { kind: K }> | null {
  const data: unknown = component[FOOTBALL_DATA];
  if (typeof data !== 'object' || data === null) return null;
  return (data as { kind?: unknown }).kind === kind
    ? (data as Extract<FootballModuleData, { kind: K }>)
    : null;
}
