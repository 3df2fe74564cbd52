import { MAX_LINEUP_ENTRIES, MAX_PAGE_SIZE, pagesFor } from '@trybuna/domain';
import type { QueryParams } from '../query';

/*
 * The match centre's queries (001 §2, §3), without schemas: the server's typed calls
 * (`calls/match-centre.ts`) and the browser's reads (`browser/urls.ts`) send the same ones.
 */

/** How many timeline items one page of the match centre reads. */
export const MATCH_CENTRE_PAGE_SIZE = 20;

/** One page of a match's lineup players (the API's largest page). */
export const MATCH_LINEUP_PAGE_SIZE = MAX_PAGE_SIZE;

/** Two pages: an editor writes at most `MAX_LINEUP_ENTRIES` (60) players (docs/api.md). */
export const MATCH_LINEUP_MAX_PAGES = pagesFor(MAX_LINEUP_ENTRIES, MATCH_LINEUP_PAGE_SIZE);

/** `match_centre_components?filter[match_id_eq]={id}&sort=-id&page[…]`: newest first. */
export function matchCentreComponentsParams(
  matchId: string | number,
  page: { number: number; size?: number } = { number: 1 },
): QueryParams {
  return {
    filter: { match_id_eq: String(matchId) },
    sort: ['-id'],
    page: { size: page.size ?? MATCH_CENTRE_PAGE_SIZE, number: page.number },
  };
}

/** One timeline item of a match by its id (an `?event=` link to an older item). */
export function matchCentreComponentParams(
  matchId: string | number,
  itemId: string | number,
): QueryParams {
  return { filter: { match_id_eq: String(matchId), id_eq: String(itemId) } };
}

/** Both sides' statistics of a match (001 §2 'Statistics' tab). */
export function matchStatisticsParams(matchId: string | number): QueryParams {
  return { filter: { match_id_eq: String(matchId) }, page: { size: 2 } };
}

/** One page of both sides' lineups, starters and substitutes in the editor's order. */
export function matchLineupsParams(matchId: string | number, page = 1): QueryParams {
  return {
    filter: { match_id_eq: String(matchId) },
    sort: ['sort_order', 'id'],
    page: { size: MATCH_LINEUP_PAGE_SIZE, number: page },
  };
}

/** The browser's re-read of a match in the match centre: its header, odds and incidents. */
export const MATCH_CENTRE_LIVE_INCLUDES: readonly string[] = ['odds', 'incidents'];
