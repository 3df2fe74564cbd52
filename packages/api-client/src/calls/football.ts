import type { ApiClient } from '../client';
import type { QueryParams } from '../query';
import type { ApiResponse } from '../response';
import {
  competitionSeasonSchema,
  groupSchema,
  linkedStatisticSchema,
  squadPlayerSchema,
  squadSchema,
  squadStaffMemberSchema,
  standingSchema,
  teamSchema,
  type CompetitionSeason,
  type Group,
  type LinkedStatistic,
  type Squad,
  type SquadPlayer,
  type SquadStaffMember,
  type Standing,
  type Team,
} from '../schemas/football';
import { matchSchema, type Match } from '../schemas/match';
import type { FetchAllOptions } from '../pagination';
import { fetchAllOf, getList, getOne, type CallOptions } from './parse';

type WithInclude = CallOptions & { include?: readonly string[] };

/** Options of the fetch-all reads: every page (001 §7: 50 a page, no delay). */
export type FetchAllCallOptions = FetchAllOptions & { language?: string };

const one = (path: string, id: string | number) => `${path}/${encodeURIComponent(String(id))}`;
const includeParams = (include: readonly string[] | undefined): QueryParams =>
  include ? { include } : {};

/** 001 §7 ticket belt's queries (the browser's counter refresh sends the same). */
export { TICKET_BELT_MATCH_PARAMS, TICKET_BELT_SEASON_PARAMS } from '../requests/ticket-belt';

/** `GET matches` (001 §7). */
export function getMatches(
  client: ApiClient,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<Match[]>> {
  return getList(client, 'matches', matchSchema, params, options);
}

/** `GET matches/{id}` (001 §7; `include: ['incidents']` for the match centre). */
export function getMatch(
  client: ApiClient,
  id: string | number,
  options: WithInclude = {},
): Promise<ApiResponse<Match>> {
  const { include, ...call } = options;
  return getOne(client, one('matches', id), matchSchema, includeParams(include), call);
}

/** `GET squads` (001 §7; by team and season: `filter: { team_id_eq, season_id_eq }`). */
export function getSquads(
  client: ApiClient,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<Squad[]>> {
  return getList(client, 'squads', squadSchema, params, options);
}

/** `GET squads/{id}` (001 §7: `data.team` is read). */
export function getSquad(
  client: ApiClient,
  id: string | number,
  options: WithInclude = {},
): Promise<ApiResponse<Squad>> {
  const { include, ...call } = options;
  return getOne(client, one('squads', id), squadSchema, includeParams(include), call);
}

/** `GET squad_players` (001 §7 squad module: `filter: { squad_id_eq, status_eq: 'active' }`). */
export function getSquadPlayers(
  client: ApiClient,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<SquadPlayer[]>> {
  return getList(client, 'squad_players', squadPlayerSchema, params, options);
}

/** `GET squad_players/{id}`. */
export function getSquadPlayer(
  client: ApiClient,
  id: string | number,
  options: WithInclude = {},
): Promise<ApiResponse<SquadPlayer>> {
  const { include, ...call } = options;
  return getOne(client, one('squad_players', id), squadPlayerSchema, includeParams(include), call);
}

/** `GET squad_staff_members`. */
export function getSquadStaffMembers(
  client: ApiClient,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<SquadStaffMember[]>> {
  return getList(client, 'squad_staff_members', squadStaffMemberSchema, params, options);
}

/** `GET squad_staff_members/{id}`. */
export function getSquadStaffMember(
  client: ApiClient,
  id: string | number,
  options: WithInclude = {},
): Promise<ApiResponse<SquadStaffMember>> {
  const { include, ...call } = options;
  return getOne(
    client,
    one('squad_staff_members', id),
    squadStaffMemberSchema,
    includeParams(include),
    call,
  );
}

/** `GET teams` (001 §7: club teams by `club_name_matches_any`, sort `-is_main`). */
export function getTeams(
  client: ApiClient,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<Team[]>> {
  return getList(client, 'teams', teamSchema, params, options);
}

/** `GET competition_seasons` (001 §7 ticket belt: the season counter). */
export function getCompetitionSeasons(
  client: ApiClient,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<CompetitionSeason[]>> {
  return getList(client, 'competition_seasons', competitionSeasonSchema, params, options);
}

/** `GET groups/{id}/standings` (001 §7 league tables). */
export function getStandings(
  client: ApiClient,
  groupId: string | number,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<Standing[]>> {
  return getList(client, `${one('groups', groupId)}/standings`, standingSchema, params, options);
}

/**
 * `GET groups` (001 §7). The league a squad plays in: `filter: { squad_id_eq: id }` (a club's
 * every league: `club_id_eq`), e.g. with `include: ['competition_season']`.
 */
export function getGroups(
  client: ApiClient,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<Group[]>> {
  return getList(client, 'groups', groupSchema, params, options);
}

/**
 * `GET statistics` (001 §7; the query is ours): a competition season's table per club
 * (`filter: { competition_season_id_eq, club_id_not_null: true }, include: ['club']`) or a
 * squad's season figures (`filter: { squad_id_eq }`).
 */
export function getStatistics(
  client: ApiClient,
  params: QueryParams = {},
  options: CallOptions = {},
): Promise<ApiResponse<LinkedStatistic[]>> {
  return getList(client, 'statistics', linkedStatisticSchema, params, options);
}

/**
 * 001 §7 fetch-all reads (page size 50, no delay): every page of a list is read, so a squad of
 * more than 50 players (or a club with more than 50 teams) is never cut at the first page.
 * `params` must not carry `page` (fetch-all sets it).
 */
export function fetchAllTeams(
  client: ApiClient,
  params: QueryParams = {},
  options: FetchAllCallOptions = {},
): Promise<Team[]> {
  return fetchAllOf(client, 'teams', teamSchema, params, options);
}

/** Every squad of a list (001 §7 fetch-all; e.g. a team's squads: `filter: { team_id_eq }`). */
export function fetchAllSquads(
  client: ApiClient,
  params: QueryParams = {},
  options: FetchAllCallOptions = {},
): Promise<Squad[]> {
  return fetchAllOf(client, 'squads', squadSchema, params, options);
}

/** Every squad player of a list (001 §7 fetch-all; a squad's: `filter: { squad_id_eq }`). */
export function fetchAllSquadPlayers(
  client: ApiClient,
  params: QueryParams = {},
  options: FetchAllCallOptions = {},
): Promise<SquadPlayer[]> {
  return fetchAllOf(client, 'squad_players', squadPlayerSchema, params, options);
}

/** Every staff member of a list (001 §7 fetch-all; a squad's: `filter: { squad_id_eq }`). */
export function fetchAllSquadStaffMembers(
  client: ApiClient,
  params: QueryParams = {},
  options: FetchAllCallOptions = {},
): Promise<SquadStaffMember[]> {
  return fetchAllOf(client, 'squad_staff_members', squadStaffMemberSchema, params, options);
}
