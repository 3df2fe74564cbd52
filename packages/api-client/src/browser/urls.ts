import { likesCountRequest } from '../calls/likes-count';
import {
  MATCH_CENTRE_LIVE_INCLUDES,
  matchCentreComponentParams,
  matchCentreComponentsParams,
  matchLineupsParams,
  matchStatisticsParams,
} from '../requests/match-centre';
import { TICKET_BELT_MATCH_PARAMS, TICKET_BELT_SEASON_PARAMS } from '../requests/ticket-belt';
import { apiUrl } from '../url';

/*
 * The URLs of the browser's reads, built as the api-client builds every call's (000 §7.1
 * encoding, the same queries as the server's calls), so the API's read cache answers the
 * browser and the server alike. `base` is the content API as the browser reaches it (`…/api/v3`).
 */

export { apiUrl };

const one = (path: string, id: string | number) => `${path}/${encodeURIComponent(String(id))}`;

/**
 * 000 §7.3: `{base}/{path}/{id}?fields[{type}]=likes_count`, or `null` for a like type whose
 * count is not read. A component's count is read through its page.
 */
export function likesCountUrl(
  base: string,
  likeType: string,
  id: string | number,
  pageId?: string | number,
): string | null {
  const target = likesCountRequest(likeType, id, pageId);
  if (!target) return null;
  return apiUrl(base, target.path, { fields: { [target.fieldsType]: ['likes_count'] } });
}

/** `{base}/matches/{id}?fields[matches]=…`: a small sparse read of one match (the counter hero). */
export function matchFieldsUrl(
  base: string,
  id: string | number,
  fields: readonly string[],
): string {
  return apiUrl(base, one('matches', id), { fields: { matches: fields } });
}

/** The match centre's re-reads in the browser (001 §2): the same queries as its server read. */
export const matchCentreUrls = {
  /** The match's header with its odds and incidents. */
  match: (base: string, matchId: string | number) =>
    apiUrl(base, one('matches', matchId), { include: MATCH_CENTRE_LIVE_INCLUDES }),
  /** One page of the timeline, newest first. */
  timelinePage: (base: string, matchId: string | number, page: number) =>
    apiUrl(base, 'match_centre_components', matchCentreComponentsParams(matchId, { number: page })),
  /** One timeline item by id. */
  timelineItem: (base: string, matchId: string | number, itemId: string | number) =>
    apiUrl(base, 'match_centre_components', matchCentreComponentParams(matchId, itemId)),
  /** Both sides' statistics. */
  statistics: (base: string, matchId: string | number) =>
    apiUrl(base, 'match_statistics', matchStatisticsParams(matchId)),
  /** One page of both sides' lineups. */
  lineups: (base: string, matchId: string | number, page = 1) =>
    apiUrl(base, 'match_lineup_players', matchLineupsParams(matchId, page)),
};

/** 001 §7 ticket belt's two reads (the browser's counter refresh repeats the server's). */
export function ticketBeltUrls(base: string): { matches: string; seasons: string } {
  return {
    matches: apiUrl(base, 'matches', TICKET_BELT_MATCH_PARAMS),
    seasons: apiUrl(base, 'competition_seasons', TICKET_BELT_SEASON_PARAMS),
  };
}
