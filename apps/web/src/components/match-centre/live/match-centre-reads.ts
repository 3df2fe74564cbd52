import { READ_HEADERS } from '../../chrome/visible-poller';
import {
  hasMorePagesIn,
  incidentFrom,
  lineupsFrom,
  liveMatchFrom,
  matchStatsFrom,
  oddsFrom,
  record,
  sortedIncidents,
  timelineItemsFrom,
  type LiveMatch,
  type MatchIncident,
  type MatchLineups,
  type MatchStats,
  type OddsEntry,
  type TimelineItem,
} from '../match-centre-data';

/*
 * The match centre's HTTP reads in the browser (the fallback poll, a catch-up, load more), as
 * plain `fetch` and JSON without zod: `GET matches/{id}?include=odds,incidents` and
 * `GET match_centre_components?filter[match_id_eq]={id}&sort=-id&page[…]`.
 */

/** The timeline page size, as on the server (`MATCH_CENTRE_PAGE_SIZE` of the api-client). */
export const TIMELINE_PAGE_SIZE = 20;

const base = (apiBase: string) => apiBase.replace(/\/+$/, '');

export function timelinePageUrl(apiBase: string, matchId: string, page: number): string {
  const id = encodeURIComponent(matchId);
  return `${base(apiBase)}/match_centre_components?filter[match_id_eq]=${id}&sort=-id&page[size]=${String(TIMELINE_PAGE_SIZE)}&page[number]=${String(page)}`;
}

export function matchReadUrl(apiBase: string, matchId: string): string {
  return `${base(apiBase)}/matches/${encodeURIComponent(matchId)}?include=odds,incidents`;
}

async function readJson(
  fetcher: typeof fetch,
  url: string,
  signal?: AbortSignal,
  userToken?: string,
) {
  const response = await fetcher(url, {
    headers: userToken ? { ...READ_HEADERS, 'User-Authorization': userToken } : READ_HEADERS,
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  return (await response.json()) as unknown;
}

/** One page of the timeline, newest first, and whether older pages exist. */
export async function readTimelinePage(
  fetcher: typeof fetch,
  apiBase: string,
  matchId: string,
  page: number,
  signal?: AbortSignal,
): Promise<{ items: TimelineItem[]; hasMore: boolean }> {
  const document = record(await readJson(fetcher, timelinePageUrl(apiBase, matchId, page), signal));
  const data = Array.isArray(document?.data) ? (document.data as unknown[]) : [];
  return { items: timelineItemsFrom(data), hasMore: hasMorePagesIn(document?.meta) };
}

/** The raw `included` resources of a document of one type. */
function includedOf(document: Record<string, unknown> | null, type: string): unknown[] {
  const included = Array.isArray(document?.included) ? (document.included as unknown[]) : [];
  return included.filter((resource) => record(resource)?.type === type);
}

/** The header, odds and incidents of the match. */
export async function readMatch(
  fetcher: typeof fetch,
  apiBase: string,
  matchId: string,
  signal?: AbortSignal,
): Promise<{ match: Partial<LiveMatch>; odds: OddsEntry[]; incidents: MatchIncident[] }> {
  const document = record(await readJson(fetcher, matchReadUrl(apiBase, matchId), signal));
  return {
    match: liveMatchFrom(document?.data) ?? {},
    odds: oddsFrom(includedOf(document, 'odds')),
    incidents: sortedIncidents(
      includedOf(document, 'incidents')
        .map((resource) => incidentFrom(resource))
        .filter((incident): incident is MatchIncident => incident !== null),
    ),
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
  const url = `${base(apiBase)}/match_centre_components?filter[match_id_eq]=${encodeURIComponent(matchId)}&filter[id_eq]=${encodeURIComponent(itemId)}`;
  const document = record(await readJson(fetcher, url, signal));
  const data = Array.isArray(document?.data) ? (document.data as unknown[]) : [];
  return timelineItemsFrom(data)[0] ?? null;
}

export function matchStatisticsUrl(apiBase: string, matchId: string): string {
  return `${base(apiBase)}/match_statistics?filter[match_id_eq]=${encodeURIComponent(matchId)}&page[size]=2`;
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
  const document = record(
    await readJson(fetcher, matchStatisticsUrl(apiBase, matchId), undefined, userToken),
  );
  return matchStatsFrom(Array.isArray(document?.data) ? (document.data as unknown[]) : []);
}

export function matchLineupsUrl(apiBase: string, matchId: string, page = 1): string {
  return `${base(apiBase)}/match_lineup_players?filter[match_id_eq]=${encodeURIComponent(matchId)}&sort=sort_order,id&page[size]=50&page[number]=${String(page)}`;
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
  for (let page = 1; page <= 2; page += 1) {
    const document = record(await readJson(fetcher, matchLineupsUrl(apiBase, matchId, page)));
    if (Array.isArray(document?.data)) players.push(...(document.data as unknown[]));
    if (!hasMorePagesIn(document?.meta)) break;
  }
  return lineupsFrom(players);
}
