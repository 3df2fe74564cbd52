import { cache } from 'react';
import {
  fetchAllOf,
  getGroups,
  getStandings,
  matchSchema,
  type Group,
  type Match,
  type Squad,
  type Standing,
  type Team,
} from '@trybuna/api-client';
import type { FootballVariant, TimetableTab } from '@trybuna/domain';
import { featureRead } from '@/lib/server/read-failure';
import { apiClient } from '@/lib/server/site';
import { clubTeams, currentSquad } from './teams';

/** Crests, venue and competition of a match card (001 §7 match includes). */
export const MATCH_CARD_INCLUDES: readonly string[] = [
  'home_squad',
  'home_squad.club_image',
  'away_squad',
  'away_squad.club_image',
  'venue',
  'competition',
];

/** At most this many matches in one timetable list or calendar feed (a season is ~40). */
const TIMETABLE_MAX_MATCHES = 100;

/** At most this many league groups on a team's tables tab. */
const TIMETABLE_MAX_GROUPS = 10;

/** A league table as a tables tab shows it: the group and its rows in position order. */
export interface LeagueTableData {
  group: Group;
  rows: Standing[];
}

/**
 * A squad's matches, fetched page by page (001 §7 fetch-all, 50 a page): the upcoming ones
 * (not ended, soonest first), the played ones (ended, newest first) or all of them (by start).
 */
export const squadMatchList = cache(
  async (squadId: string, which: 'upcoming' | 'played' | 'all'): Promise<Match[]> => {
    const status =
      which === 'played'
        ? { status_eq: 'ended' }
        : which === 'upcoming'
          ? { status_not_eq: 'ended' }
          : {};
    return fetchAllOf(
      apiClient(),
      'matches',
      matchSchema,
      {
        filter: { squad_id_eq: squadId, ...status },
        include: MATCH_CARD_INCLUDES,
        sort: [which === 'played' ? '-start_time' : 'start_time'],
      },
      { max: TIMETABLE_MAX_MATCHES },
    );
  },
);

/**
 * The league table(s) a squad plays in (001 §2: the second team its own league, each academy
 * team its own): the API's groups of the squad, each with its standings in position order
 * (club and squad included: the squad names the club's own row).
 */
const squadLeagueTables = cache(async (squadId: string): Promise<LeagueTableData[]> => {
  const { data: groups } = await getGroups(apiClient(), {
    filter: { squad_id_eq: squadId },
    include: ['competition_season'],
    sort: ['id'],
    page: { size: TIMETABLE_MAX_GROUPS },
  });
  return Promise.all(
    groups.map(async (group) => ({ group, rows: await groupStandings(group.id) })),
  );
});

/** A group's league table rows in position order, with each row's club and squad. */
export const groupStandings = cache(async (groupId: string): Promise<Standing[]> => {
  const { data } = await getStandings(apiClient(), groupId, {
    include: ['club', 'squad', 'group'],
    sort: ['position'],
    page: { size: 50 },
  });
  return data;
});

/** What a timetable page (001 §2) shows for one team and tab. */
export interface TimetableData {
  /** Every team of the variant, in route order (the team switcher). */
  teams: Team[];
  index: number;
  team: Team;
  squad: Squad;
  matches: Match[];
  tables: LeagueTableData[];
  /** The tab's matches or tables could not be read (logged; the page raises the toast). */
  failed?: boolean;
}

/** The timetable's data; null when the variant has no team at `index` or it has no squad. */
export const timetableData = cache(
  async (
    variant: FootballVariant,
    index: number,
    tab: TimetableTab,
  ): Promise<TimetableData | null> => {
    const teams = await clubTeams(variant);
    const team = teams[index];
    if (!team) return null;
    const squad = await currentSquad(team);
    if (!squad) return null;
    const tables = tab.hash === 'tables';
    // The tab's matches or tables are the page's feature: a failed read leaves them out
    // (logged, the page raises the data-load toast); teams and squad are the page itself.
    const read = tables
      ? await featureRead('tables', async () => ({
          matches: [],
          tables: await squadLeagueTables(squad.id),
        }))
      : await featureRead('timetable', async () => ({
          matches: await squadMatchList(squad.id, tab.hash),
          tables: [],
        }));
    if (!read.ok) return { teams, index, team, squad, matches: [], tables: [], failed: true };
    return { teams, index, team, squad, ...read.data };
  },
);

/** The timetable's heading and title: the tab's title and the team's name. */
export function timetableTitle(tab: TimetableTab, teamName: string | null | undefined): string {
  return teamName ? `${tab.title} — ${teamName}` : tab.title;
}
