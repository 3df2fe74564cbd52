import {
  documentHasMore,
  includedOf,
  matchCentreUrls,
  MATCH_LINEUP_MAX_PAGES,
  primaryList,
  primaryOne,
  readDocument,
} from '@trybuna/api-client/browser';
import {
  incidentsFrom,
  lineupsFrom,
  liveMatchFrom,
  matchStatsFrom,
  oddsFrom,
  timelineItemsFrom,
  type LiveMatch,
  type MatchIncident,
  type MatchLineups,
  type MatchStats,
  type OddsEntry,
  type TimelineItem,
} from '@/lib/match-centre-data';

/*
 * The match centre's HTTP reads in the browser (the fallback poll, a catch-up, load more)
 * through the api-client's browser entry: the same queries as the server's calls, read as raw
 * JSON:API without zod. Each read revalidates the browser's copy (`cache: 'no-cache'`).
 */

/** The timeline page size, as on the server. */
export { MATCH_CENTRE_PAGE_SIZE as TIMELINE_PAGE_SIZE } from '@trybuna/api-client/browser';

/** One page of the timeline, newest first, and whether older pages exist. */
export async function readTimelinePage(
  fetcher: typeof fetch,
  apiBase: string,
  matchId: string,
  page: number,
  signal?: AbortSignal,
): Promise<{ items: TimelineItem[]; hasMore: boolean }> {
  const url = matchCentreUrls.timelinePage(apiBase, matchId, page);
  const document = await readDocument(url, { fetch: fetcher, cache: 'no-cache', signal });
  return { items: timelineItemsFrom(primaryList(document)), hasMore: documentHasMore(document) };
}

/** The header, odds and incidents of the match. */
export async function readMatch(
  fetcher: typeof fetch,
  apiBase: string,
  matchId: string,
  signal?: AbortSignal,
): Promise<{ match: Partial<LiveMatch>; odds: OddsEntry[]; incidents: MatchIncident[] }> {
  const url = matchCentreUrls.match(apiBase, matchId);
  const document = await readDocument(url, { fetch: fetcher, cache: 'no-cache', signal });
  return {
    match: liveMatchFrom(primaryOne(document)) ?? {},
    odds: oddsFrom(includedOf(document, 'odds')),
    incidents: incidentsFrom(includedOf(document, 'incidents')),
  };
}

/** One item of the match's timeline by id (an `?event=` link to an item not on the first page). */
export async function readTimelineItem(
  fetcher: typeof fetch,
  apiBase: string,
  matchId: string,
  itemId: string,
  signal?: AbortSignal,
): Promise<TimelineItem | null> {
  const url = matchCentreUrls.timelineItem(apiBase, matchId, itemId);
  const document = await readDocument(url, { fetch: fetcher, cache: 'no-cache', signal });
  return timelineItemsFrom(primaryList(document))[0] ?? null;
}

/**
 * Both sides' statistics of the match: with the signed-in fan's token the full set, without it
 * the anonymous one (001 §6); null when the match has none.
 */
export async function readMatchStatistics(
  fetcher: typeof fetch,
  apiBase: string,
  matchId: string,
  userToken?: string,
): Promise<MatchStats | null> {
  const url = matchCentreUrls.statistics(apiBase, matchId);
  const document = await readDocument(url, { fetch: fetcher, cache: 'no-cache', userToken });
  return matchStatsFrom(primaryList(document));
}

/**
 * Both sides' lineups (starters and substitutes), both pages when an editor wrote more than 50
 * players; null when the match has none.
 */
export async function readMatchLineups(
  fetcher: typeof fetch,
  apiBase: string,
  matchId: string,
): Promise<MatchLineups | null> {
  const players: unknown[] = [];
  for (let page = 1; page <= MATCH_LINEUP_MAX_PAGES; page += 1) {
    const url = matchCentreUrls.lineups(apiBase, matchId, page);
    const document = await readDocument(url, { fetch: fetcher, cache: 'no-cache' });
    players.push(...primaryList(document));
    if (!documentHasMore(document)) break;
  }
  return lineupsFrom(players);
}
