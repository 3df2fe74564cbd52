import {
  getCompetitionSeasons,
  getMatches,
  TICKET_BELT_MATCH_PARAMS,
  TICKET_BELT_SEASON_PARAMS,
  type CompetitionSeason,
  type Match,
} from '@trybuna/api-client';
import { ticketBeltUrls } from '@trybuna/api-client/browser';
import { featureRead } from '@/lib/server/read-failure';
import { apiClient, browserApiBase } from '@/lib/server/site';

export interface TicketBeltData {
  matches: Match[];
  season: CompetitionSeason | null;
  /** The same two reads as the browser makes them (the belt's 60 s counter refresh). */
  urls: { matches: string; seasons: string };
  /** The reads failed (logged): the belt is left out and the page raises the data-load toast. */
  failed?: boolean;
}

/**
 * 001 §7 ticket belt data, exactly the spec's two calls: `GET matches` (status not ended, counter
 * shown, both squads with crests and the venue, page size 3) and `GET competition_seasons`
 * (counter shown, page size 1). The belt is not worth a failed page: if either call fails the
 * failure is logged, the belt has nothing to show (the shell renders none) and `failed` asks
 * the page for the data-load toast (000 §8).
 */
export async function ticketBeltData(): Promise<TicketBeltData> {
  const urls = ticketBeltUrls(browserApiBase());
  const read = await featureRead('belt', () =>
    Promise.all([
      getMatches(apiClient(), TICKET_BELT_MATCH_PARAMS),
      getCompetitionSeasons(apiClient(), TICKET_BELT_SEASON_PARAMS),
    ]),
  );
  if (!read.ok) return { matches: [], season: null, urls, failed: true };
  const [matches, seasons] = read.data;
  return { matches: matches.data, season: seasons.data[0] ?? null, urls };
}
