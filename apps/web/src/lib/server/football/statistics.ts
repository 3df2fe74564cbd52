import { cache } from 'react';
import {
  fetchAllSquadPlayers,
  getMatches,
  getStatistics,
  type LinkedStatistic,
  type Match,
  type SquadPlayer,
} from '@trybuna/api-client';
import { apiClient } from '@/lib/server/site';
import { MATCH_CARD_INCLUDES } from './timetable';

/** At most this many team rows in a competition season's table of figures. */
const SEASON_TABLE_MAX_ROWS = 50;

/** At most this many matches in a round module. */
const ROUND_MAX_MATCHES = 20;

/** A squad's team season figures (001 §3 keys, whole for everyone), one row per competition season. */
export const squadSeasonStatistics = cache(async (squadId: string): Promise<LinkedStatistic[]> => {
  const { data } = await getStatistics(apiClient(), {
    filter: { squad_id_eq: squadId },
    include: ['competition_season'],
    sort: ['id'],
    page: { size: 10 },
  });
  return data;
});

/**
 * A squad's active players with their statistics as the anonymous read returns them (001 §6:
 * matches_played, minutes_played, goals, assists): the top scorers and assists.
 */
export const squadPlayerStatistics = cache(async (squadId: string): Promise<SquadPlayer[]> => {
  // 001 §7 fetch-all: every page, 50 a page.
  return fetchAllSquadPlayers(apiClient(), {
    filter: { squad_id_eq: squadId, status_eq: 'active' },
    include: ['statistics'],
    sort: ['number'],
  });
});

/** A competition season's team figures per club (the `competition_season_statistics` module). */
export const seasonClubStatistics = cache(
  async (competitionSeasonId: string): Promise<LinkedStatistic[]> => {
    const { data } = await getStatistics(apiClient(), {
      filter: { competition_season_id_eq: competitionSeasonId, club_id_not_null: true },
      include: ['club', 'competition_season'],
      sort: ['id'],
      page: { size: SEASON_TABLE_MAX_ROWS },
    });
    return data;
  },
);

/** A round's matches (the `round` module: its name, and its competition season when given). */
export const roundMatches = cache(
  async (round: string, competitionSeasonId: string | null): Promise<Match[]> => {
    const { data } = await getMatches(apiClient(), {
      filter: {
        round_eq: round,
        ...(competitionSeasonId ? { competition_season_id_eq: competitionSeasonId } : {}),
      },
      include: MATCH_CARD_INCLUDES,
      sort: ['start_time'],
      page: { size: ROUND_MAX_MATCHES },
    });
    return data;
  },
);
