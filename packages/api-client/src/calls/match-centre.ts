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
import { getList, type CallOptions } from './parse';

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

/** How many timeline items one page of the match centre reads. */
export const MATCH_CENTRE_PAGE_SIZE = 20;

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
  const params: QueryParams = {
    filter: { match_id_eq: String(matchId) },
    sort: ['-id'],
    page: { size: page.size ?? MATCH_CENTRE_PAGE_SIZE, number: page.number },
  };
  return getList(client, 'match_centre_components', matchCentreComponentSchema, params, options);
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
  const params: QueryParams = { filter: { match_id_eq: String(matchId) }, page: { size: 2 } };
  return getList(client, 'match_statistics', matchStatisticSchema, params, options);
}

/** One page of a match's lineup players (the API's largest page). */
export const MATCH_LINEUP_PAGE_SIZE = 50;
/** Two pages: an editor writes at most 60 players (docs/api.md). */
const MATCH_LINEUP_MAX_PAGES = 2;

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
    const params: QueryParams = {
      filter: { match_id_eq: String(matchId) },
      sort: ['sort_order', 'id'],
      page: { size: MATCH_LINEUP_PAGE_SIZE, number },
    };
    response = await getList(
      client,
      'match_lineup_players',
      matchLineupPlayerSchema,
      params,
      options,
    );
    players.push(...response.data);
    if (!hasMorePages(response.meta)) break;
  }
  return { ...(response ?? { status: 200, headers: {} }), data: players };
}
