import * as z from 'zod';
import { MAX_ID } from '../jsonapi/limits';

/**
 * What a match stream carries (docs/live.md): each message has the match's sequence number,
 * its type, and the JSON:API document of the resource it changes (for a deletion, the
 * resource identifier).
 */
export const LIVE_MESSAGE_TYPES = [
  'timeline_item_added',
  'timeline_item_updated',
  'timeline_item_deleted',
  'match_updated',
  'incident_added',
  'incident_removed',
  'odds_updated',
  /** Both sides' statistics, the anonymous (limited) set: the channel is anonymous. */
  'match_statistics_updated',
  /** Both sides' lineups, every row (`match_lineup_players` of the match: public). */
  'lineups_updated',
  /** More was missed than a resume replays: read the match centre again over HTTP. */
  'resync',
] as const;

export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

export const liveMessageSchema = z.object({
  seq: z.number().int().min(0),
  type: z.enum(LIVE_MESSAGE_TYPES),
  data: z.unknown(),
});

export type LiveMessage = z.infer<typeof liveMessageSchema>;

/**
 * A match id as the channel carries it: a string of digits naming a PostgreSQL `integer`
 * (1 … 2³¹ − 1). Checked before any database access: a ten-digit id past the range is refused
 * without a query.
 */
export const matchIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .refine((id) => Number(id) <= MAX_ID);

/** A message between API processes: the match and its message. */
export const envelopeSchema = z.object({
  matchId: matchIdSchema,
  message: liveMessageSchema,
});

export type LiveEnvelope = z.infer<typeof envelopeSchema>;
