import {
  buildQuery,
  getCompetitionSeasons,
  getMatches,
  TICKET_BELT_MATCH_PARAMS,
  type CompetitionSeason,
  type Match,
  type QueryParams,
} from '@trybuna/api-client';
import { apiClient, runtimeEnv } from '../site';

/** 001 §7 ticket belt: the competition season with a counter to show; the first item is used. */
export const TICKET_BELT_SEASON_PARAMS: QueryParams = {
  filter: { ticket_counter_show_counter_eq: true },
  page: { size: 1, number: 1 },
};

export interface TicketBeltData {
  matches: Match[];
  season: CompetitionSeason | null;
  /** The same two reads as the browser makes them (the belt's 60 s counter refresh). */
  urls: { matches: string; seasons: string };
}

/** The content API as the browser reaches it. */
function browserApiBase(): string {
  return `${runtimeEnv().urls.api}/api/v3`;
}

/** The two calls' URLs for the browser: the same queries, so the API's read cache serves both. */
export function ticketBeltUrls(apiBase: string): TicketBeltData['urls'] {
  const base = apiBase.replace(/\/+$/, '');
  return {
    matches: `${base}/matches?${buildQuery(TICKET_BELT_MATCH_PARAMS)}`,
    seasons: `${base}/competition_seasons?${buildQuery(TICKET_BELT_SEASON_PARAMS)}`,
  };
}

/**
 * 001 §7 ticket belt data, exactly the spec's two calls: `GET matches` (status not ended, counter
 * shown, both squads with crests and the venue, page size 3) and `GET competition_seasons`
 * (counter shown, page size 1). The belt is not worth a failed page: if either call fails the
 * belt has nothing to show (and the shell renders none).
 */
export async function ticketBeltData(): Promise<TicketBeltData> {
  const urls = ticketBeltUrls(browserApiBase());
  try {
    const [matches, seasons] = await Promise.all([
      getMatches(apiClient(), TICKET_BELT_MATCH_PARAMS),
      getCompetitionSeasons(apiClient(), TICKET_BELT_SEASON_PARAMS),
    ]);
    return { matches: matches.data, season: seasons.data[0] ?? null, urls };
  } catch {
    return { matches: [], season: null, urls };
  }
}
