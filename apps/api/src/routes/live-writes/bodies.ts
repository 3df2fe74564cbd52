import { z } from 'zod';
import {
  COMPONENT_VISIBILITIES,
  INCIDENT_SECTION_TYPES,
  INCIDENT_TYPES,
  MATCH_STAT_KEYS,
  MATCH_STATUSES,
  MATCH_SIDES,
  MAX_ELAPSED_SECONDS,
  MAX_MATCH_STAT_VALUE,
  MAX_ODDS,
  MAX_SCORE,
  MIN_ODDS,
  ODDS_MOVEMENTS,
  ODDS_OUTCOMES,
  roundOdds,
} from '@trybuna/domain';
import { idString, matchRelationship, minute, plainText, playerName, side } from './fields';
import { componentType } from './payloads';

/**
 * The JSON:API bodies of the live-coverage writes (docs/api.md "Live coverage writes"): a
 * strict `data` (no client ids on create, no unknown member) with strict `attributes`. A
 * component's `payload` is checked afterwards against its type (`payloadSchemas`). The spec's
 * `type` of an item or incident is `match_centre_component_type` / `incident_type`: JSON:API
 * reserves `type` for the resource's own (docs/api.md "The spec's `type` fields").
 */

const visibility = z.enum(COMPONENT_VISIBILITIES);

/** `POST match_centre_components`. */
export const componentCreateBody = z.object({
  data: z.strictObject({
    type: z.literal('match_centre_components'),
    attributes: z.strictObject({
      match_centre_component_type: componentType,
      minute: minute.nullable().optional(),
      visibility: visibility.nullable().optional(),
      payload: z.record(z.string(), z.unknown()),
    }),
    relationships: matchRelationship,
  }),
});

/** `PATCH match_centre_components/{id}`: the same attributes, each optional. */
export const componentUpdateBody = z.object({
  data: z.strictObject({
    type: z.literal('match_centre_components'),
    id: idString.optional(),
    attributes: z
      .strictObject({
        match_centre_component_type: componentType.optional(),
        minute: minute.nullable().optional(),
        visibility: visibility.nullable().optional(),
        payload: z.record(z.string(), z.unknown()).optional(),
      })
      .refine((a) => Object.keys(a).length > 0, 'attributes name nothing to change'),
    relationships: matchRelationship.optional(),
  }),
});

/** `POST incidents`. */
export const incidentCreateBody = z.object({
  data: z.strictObject({
    type: z.literal('incidents'),
    attributes: z.strictObject({
      incident_type: z.enum(INCIDENT_TYPES),
      section_type: z.enum(INCIDENT_SECTION_TYPES),
      minute,
      side,
      player_name: playerName.nullable().optional(),
      second_player_name: playerName.nullable().optional(),
    }),
    relationships: matchRelationship,
  }),
});

const score = z.number().int('a score is a whole number').min(0).max(MAX_SCORE);
const dateTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' });

/** `PATCH matches/{id}`: status, score, period and clock, postponement. */
export const matchUpdateBody = z.object({
  data: z.strictObject({
    type: z.literal('matches'),
    id: idString.optional(),
    attributes: z
      .strictObject({
        status: z.enum(MATCH_STATUSES).optional(),
        home_squad_score: score.optional(),
        away_squad_score: score.optional(),
        period: plainText(40).nullable().optional(),
        elapsed_seconds: z
          .number()
          .int('elapsed_seconds is a whole number')
          .min(0)
          .max(MAX_ELAPSED_SECONDS)
          .nullable()
          .optional(),
        /** When the current period of play began: the server works out `elapsed_seconds`. */
        period_started_at: dateTime.optional(),
        postponed_start_time: dateTime.nullable().optional(),
      })
      .refine((a) => Object.keys(a).length > 0, 'attributes name nothing to change')
      .refine((a) => a.elapsed_seconds === undefined || a.period_started_at === undefined, {
        message: 'send either elapsed_seconds or period_started_at',
        path: ['period_started_at'],
      }),
  }),
});

/** 001 §3 "Odds": home team, draw, away team, each increased or decreased. */
const ODDS_RANGE = `value is ${String(MIN_ODDS)}–${String(MAX_ODDS)}`;

const oddsEntry = z.strictObject({
  type: z.literal('odds'),
  attributes: z.strictObject({
    outcome: z.enum(ODDS_OUTCOMES),
    value: z
      .number()
      .min(MIN_ODDS, ODDS_RANGE)
      .max(MAX_ODDS, ODDS_RANGE)
      .refine((v) => roundOdds(v) === v, 'value has at most two decimals'),
    status: z.enum(ODDS_MOVEMENTS),
  }),
});

/** `PUT matches/{id}/odds`: the three outcomes, each once. */
export const oddsReplaceBody = z.object({
  data: z
    .array(oddsEntry)
    .length(ODDS_OUTCOMES.length, 'data holds the three outcomes home, draw and away')
    .refine(
      (entries) => new Set(entries.map((e) => e.attributes.outcome)).size === ODDS_OUTCOMES.length,
      'data holds each outcome (home, draw, away) once',
    ),
});

const statValue = z
  .number()
  .int('a statistic is a whole number')
  .min(0, `a statistic is 0–${String(MAX_MATCH_STAT_VALUE)}`)
  .max(MAX_MATCH_STAT_VALUE, `a statistic is 0–${String(MAX_MATCH_STAT_VALUE)}`);

/**
 * A side's statistics: any of the keys of `MATCH_STAT_KEYS` (an editor may leave some out),
 * no other key (strict: an unknown key is a 422 naming it).
 */
const statValues = z.strictObject(
  Object.fromEntries(MATCH_STAT_KEYS.map((key) => [key, statValue.optional()])) as Record<
    (typeof MATCH_STAT_KEYS)[number],
    z.ZodOptional<typeof statValue>
  >,
);

const statisticsEntry = z.strictObject({
  type: z.literal('match_statistics'),
  attributes: z.strictObject({ side, values: statValues }),
});

/** `PUT matches/{id}/statistics`: both sides, each once. */
export const statisticsReplaceBody = z.object({
  data: z
    .array(statisticsEntry)
    .length(MATCH_SIDES.length, 'data holds the two sides home and away')
    .refine(
      (entries) => new Set(entries.map((e) => e.attributes.side)).size === MATCH_SIDES.length,
      'data holds each side (home, away) once',
    ),
});
