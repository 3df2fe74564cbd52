import { MATCH_SIDES, ODDS_OUTCOMES } from '@trybuna/domain';
import type {
  ComponentVisibility,
  IncidentSectionType,
  IncidentType,
  MatchStatus,
  OddsMovement,
  OddsOutcome,
  TeamSide,
} from '@trybuna/domain';
import * as z from 'zod/mini';
import type { ApiClient } from '../client';
import { SPEC_TYPE_ATTRIBUTES } from '../constants';
import { isApiError } from '../errors';
import { parseResponse, toRequestOptions, type CallOptions } from './parse';

/**
 * The live-coverage writes of an editor (docs/api.md "Live coverage writes"): timeline items,
 * the match's status, score and clock, incidents and odds. Every call needs the editor's
 * `userToken`; the API answers 401 without one and 403 for an account without the editor role.
 */

/** The 001 §3 sides, odds outcomes and odds statuses, as `@trybuna/domain` lists them. */
export type Side = TeamSide;
export type { OddsOutcome };
export type OddsMove = OddsMovement;

const matchRelationship = (matchId: string) => ({
  match: { data: { type: 'matches' as const, id: matchId } },
});

/** A timeline item as the desk gives it; `type` is the spec's item type (001 §3). */
export interface TimelineItemInput {
  type: string;
  minute: number | null;
  payload: Record<string, unknown>;
  /** `web` (the default here) or `mobile`; `null` shows the item everywhere. */
  visibility?: ComponentVisibility | null;
}

/**
 * The body of `POST match_centre_components`: the item type goes as
 * `match_centre_component_type` (`SPEC_TYPE_ATTRIBUTES`; JSON:API reserves `type`).
 */
export function timelineItemBody(matchId: string, item: TimelineItemInput) {
  return {
    data: {
      type: 'match_centre_components' as const,
      attributes: {
        [SPEC_TYPE_ATTRIBUTES.match_centre_components]: item.type,
        minute: item.minute,
        visibility: item.visibility === undefined ? 'web' : item.visibility,
        payload: item.payload,
      },
      relationships: matchRelationship(matchId),
    },
  };
}

const written = z.looseObject({ id: z.string() });

/** `POST match_centre_components`: posts an item; answers its id. */
export async function createTimelineItem(
  client: ApiClient,
  matchId: string,
  item: TimelineItemInput,
  options: CallOptions = {},
): Promise<string> {
  const response = await client.post(
    'match_centre_components',
    timelineItemBody(matchId, item),
    toRequestOptions(options, undefined),
  );
  return parseResponse(response, written).data.id;
}

/** `PATCH match_centre_components/{id}`: changes an item's minute or payload. */
export async function updateTimelineItem(
  client: ApiClient,
  id: string,
  changes: Partial<Pick<TimelineItemInput, 'minute' | 'payload'>>,
  options: CallOptions = {},
): Promise<void> {
  await client.patch(
    `match_centre_components/${id}`,
    { data: { type: 'match_centre_components', id, attributes: changes } },
    toRequestOptions(options, undefined),
  );
}

/** `DELETE match_centre_components/{id}`. */
export async function deleteTimelineItem(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  await client.delete(`match_centre_components/${id}`, toRequestOptions(options, undefined));
}

/** What `PATCH matches/{id}` may change (status, score, period and clock, postponement). */
export interface MatchChanges {
  status?: MatchStatus;
  home_squad_score?: number;
  away_squad_score?: number;
  period?: string | null;
  elapsed_seconds?: number | null;
  /** When the current period began (ISO 8601): the API works out the clock from it. */
  period_started_at?: string;
  postponed_start_time?: string | null;
}

/** `PATCH matches/{id}`. */
export async function updateMatch(
  client: ApiClient,
  matchId: string,
  changes: MatchChanges,
  options: CallOptions = {},
): Promise<void> {
  await client.patch(
    `matches/${matchId}`,
    { data: { type: 'matches', id: matchId, attributes: changes } },
    toRequestOptions(options, undefined),
  );
}

/** An incident as the desk gives it; `type` is the spec's incident type (001 §3). */
export interface IncidentInput {
  type: IncidentType;
  section_type: IncidentSectionType;
  minute: number;
  side: Side;
  player_name?: string | null;
  second_player_name?: string | null;
}

/** `POST incidents` (the type as `incident_type`, like items'): answers the incident's id. */
export async function createIncident(
  client: ApiClient,
  matchId: string,
  incident: IncidentInput,
  options: CallOptions = {},
): Promise<string> {
  const { type, ...rest } = incident;
  const attributes = { [SPEC_TYPE_ATTRIBUTES.incidents]: type, ...rest };
  const response = await client.post(
    'incidents',
    { data: { type: 'incidents', attributes, relationships: matchRelationship(matchId) } },
    toRequestOptions(options, undefined),
  );
  return parseResponse(response, written).data.id;
}

/** `DELETE incidents/{id}`. */
export async function deleteIncident(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  await client.delete(`incidents/${id}`, toRequestOptions(options, undefined));
}

export type OddsInput = Record<OddsOutcome, { value: number; status: OddsMove }>;

/** The body of `PUT matches/{id}/odds`: the three outcomes, home, draw and away. */
export function oddsBody(odds: OddsInput) {
  return {
    data: ODDS_OUTCOMES.map((outcome) => ({
      type: 'odds' as const,
      attributes: { outcome, value: odds[outcome].value, status: odds[outcome].status },
    })),
  };
}

/** `PUT matches/{id}/odds`: replaces the match's odds. */
export async function replaceOdds(
  client: ApiClient,
  matchId: string,
  odds: OddsInput,
  options: CallOptions = {},
): Promise<void> {
  await client.put(`matches/${matchId}/odds`, oddsBody(odds), toRequestOptions(options, undefined));
}

export type MatchStatisticsInput = Record<Side, Record<string, number>>;

/** `PUT matches/{id}/statistics`: replaces both sides' statistics of a match. */
export async function replaceMatchStatistics(
  client: ApiClient,
  matchId: string,
  statistics: MatchStatisticsInput,
  options: CallOptions = {},
): Promise<void> {
  await client.put(
    `matches/${matchId}/statistics`,
    {
      data: MATCH_SIDES.map((side) => ({
        type: 'match_statistics' as const,
        attributes: { side, values: statistics[side] },
      })),
    },
    toRequestOptions(options, undefined),
  );
}

const errorsBody = z.object({
  errors: z.array(
    z.looseObject({
      detail: z.optional(z.string()),
      title: z.optional(z.string()),
      source: z.optional(z.looseObject({ pointer: z.optional(z.string()) })),
    }),
  ),
});

/**
 * What a refused write says, one line per JSON:API error (`detail`, with the pointer of the
 * field it concerns when there is one); empty for a failure without such a body.
 */
export function writeErrorDetails(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const parsed = errorsBody.safeParse(error.data);
  if (!parsed.success) return [];
  return parsed.data.errors.flatMap((entry) => {
    const text = entry.detail ?? entry.title;
    if (!text) return [];
    const pointer = entry.source?.pointer;
    return [pointer ? `${pointer.replace(/^\/data\/attributes\//, '')}: ${text}` : text];
  });
}
