import type { ApiClient } from '../client';
import type { QueryParams } from '../query';
import type { ApiResponse } from '../response';
import { imageSchema, type Image } from '../schemas/common';
import {
  matchCentreComponentSchema,
  matchLineupPlayerSchema,
  matchStatisticSchema,
  type MatchCentreComponent,
  type MatchLineupPlayer,
  type MatchStatistic,
} from '../schemas/match';
import { hasMorePages } from '../pagination';
import {
  MATCH_LINEUP_MAX_PAGES,
  matchCentreComponentsParams,
  matchLineupsParams,
  matchStatisticsParams,
} from '../requests/match-centre';
import { getList, type CallOptions } from './parse';

export { MATCH_CENTRE_PAGE_SIZE, MATCH_LINEUP_PAGE_SIZE } from '../requests/match-centre';

/** 001 §2 match centre: the includes of its match read (sides, venue, competition, odds, incidents). */
export const MATCH_CENTRE_INCLUDES: readonly string[] = [
  'home_squad',
  'home_squad.club_image',
  'away_squad',
  'away_squad.club_image',
  'venue',
  'competition',
  'odds',
  'incidents',
];

/**
 * `GET match_centre_components?filter[match_id_eq]={id}&sort=-id&page[size]&page[number]`:
 * one page of a match's timeline, newest first (001 §3; the payload's HTML is sanitised by the
 * API). `meta.pagination` says whether older pages exist.
 */
export function getMatchCentreComponents(
  client: ApiClient,
  matchId: string | number,
  page: { number: number; size?: number } = { number: 1 },
  options: CallOptions = {},
): Promise<ApiResponse<MatchCentreComponent[]>> {
  return getList(
    client,
    'match_centre_components',
    matchCentreComponentSchema,
    matchCentreComponentsParams(matchId, page),
    options,
  );
}

/** `GET images?filter[id_in]=…`: pictures named by id (timeline items carry an `image_id`). */
export function getImagesByIds(
  client: ApiClient,
  ids: readonly (string | number)[],
  options: CallOptions = {},
): Promise<ApiResponse<Image[]>> {
  const params: QueryParams = {
    filter: { id_in: ids.map(String).join(',') },
    page: { size: Math.max(1, ids.length) },
  };
  return getList(client, 'images', imageSchema, params, options);
}

/**
 * `GET images?filter[path_eq]=…`: the picture stored at `path` (the site's 360° viewer is
 * named a path by the CMS), with the URLs the API keys for this caller; none when the caller
 * may not see it.
 */
export function getImagesByPath(
  client: ApiClient,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<Image[]>> {
  const params: QueryParams = { filter: { path_eq: path }, page: { size: 1 } };
  return getList(client, 'images', imageSchema, params, options);
}

/**
 * `GET match_statistics?filter[match_id_eq]={id}`: both sides' statistics of a match (001 §2
 * 'Statistics' tab). With a `userToken` the full set, otherwise the anonymous one (001 §6).
 */
export function getMatchStatistics(
  client: ApiClient,
  matchId: string | number,
  options: CallOptions = {},
): Promise<ApiResponse<MatchStatistic[]>> {
  return getList(
    client,
    'match_statistics',
    matchStatisticSchema,
    matchStatisticsParams(matchId),
    options,
  );
}

/**
 * `GET match_lineup_players?filter[match_id_eq]={id}&sort=sort_order,id`: both sides' starting
 * elevens (with their 001 §3 positions) and substitutes, every page of them.
 */
export async function getMatchLineups(
  client: ApiClient,
  matchId: string | number,
  options: CallOptions = {},
): Promise<ApiResponse<MatchLineupPlayer[]>> {
  const players: MatchLineupPlayer[] = [];
  let response: ApiResponse<MatchLineupPlayer[]> | null = null;
  for (let number = 1; number <= MATCH_LINEUP_MAX_PAGES; number += 1) {
    response = await getList(
      client,
      'match_lineup_players',
      matchLineupPlayerSchema,
      matchLineupsParams(matchId, number),
      options,
    );
    players.push(...response.data);
    if (!hasMorePages(response.meta)) break;
  }
  return { ...(response ?? { status: 200, headers: {} }), data: players };
}
