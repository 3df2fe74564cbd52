/*
 * The live channel's contract (docs/live.md; 001 §7 leaves the protocol open, issue 16): the
 * match stream's message types and envelope, the channel's identifier, the resume action and
 * the numbering rule. The API (`apps/api/src/live`) publishes and checks with it, the match
 * centre reads with it. Plain constants and type guards, no zod: it runs in the browser.
 */

/** The channel's path on the API's origin (Action Cable's default mount). */
export const LIVE_CHANNEL_PATH = '/cable';

/**
 * What a match stream carries: each message has the match's sequence number, its type, and
 * the JSON:API document of the resource it changes (for a deletion, the resource identifier).
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

const MESSAGE_TYPES: ReadonlySet<string> = new Set(LIVE_MESSAGE_TYPES);

export function isLiveMessageType(value: unknown): value is LiveMessageType {
  return typeof value === 'string' && MESSAGE_TYPES.has(value);
}

/**
 * The largest sequence number and match id (a PostgreSQL `integer`): checked before any
 * database access, so a ten-digit id past the range is refused without a query.
 */
export const MAX_LIVE_NUMBER = 2 ** 31 - 1;

/** A sequence number: an integer 0 … 2³¹ − 1 (0: nothing seen yet). */
export function isLiveSequence(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_LIVE_NUMBER;
}

/** A match id as the channel carries it: a string of digits, 1 … 2³¹ − 1. */
export function isLiveMatchId(value: unknown): value is string {
  return (
    typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= MAX_LIVE_NUMBER
  );
}

/** One message of a match stream: `{ seq, type, data }`. */
export interface LiveMessage<T extends LiveMessageType = LiveMessageType> {
  seq: number;
  type: T;
  /** The JSON:API document (`resync`: null). */
  data: unknown;
}

const objectOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * The message a value holds, as a new object of exactly `seq`, `type` and `data` (a missing
 * `data` is null), or null when it is not one: a number out of range, a type not listed.
 */
export function liveMessageOf(value: unknown): LiveMessage | null {
  const object = objectOf(value);
  if (!object || !isLiveSequence(object.seq) || !isLiveMessageType(object.type)) return null;
  return { seq: object.seq, type: object.type, data: object.data ?? null };
}

/** The one channel's name. */
export const MATCH_CHANNEL = 'MatchChannel';

/**
 * The match channel's identifier: the id as a string, with an optional `since` (the last
 * sequence number seen) to resume from when subscribing.
 */
export interface MatchChannelIdentifier {
  channel: typeof MATCH_CHANNEL;
  match_id: string;
  since?: number;
}

export function matchChannelIdentifier(matchId: string, since?: number): MatchChannelIdentifier {
  return since === undefined
    ? { channel: MATCH_CHANNEL, match_id: matchId }
    : { channel: MATCH_CHANNEL, match_id: matchId, since };
}

const hasOnlyKeys = (object: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(object).every((key) => keys.includes(key));

/**
 * The identifier a subscriber sent, or null: other keys, a numeric id, an id or `since` out of
 * range are refused.
 */
export function matchChannelOf(value: unknown): MatchChannelIdentifier | null {
  const object = objectOf(value);
  if (!object || !hasOnlyKeys(object, ['channel', 'match_id', 'since'])) return null;
  const { channel, match_id: matchId, since } = object;
  if (channel !== MATCH_CHANNEL || !isLiveMatchId(matchId)) return null;
  if (since !== undefined && !isLiveSequence(since)) return null;
  return matchChannelIdentifier(matchId, since);
}

/** docs/live.md: while the socket is down the match centre re-reads over HTTP every 5 s. */
export const LIVE_FALLBACK_POLL_MS = 5000;

/** The subscription's action asking for what was missed (after a reconnect). */
export const RESUME_ACTION = 'resume';

/** The `message` command's data of a resume: `{"action":"resume","since":<n>}`. */
export interface ResumeRequest {
  action: typeof RESUME_ACTION;
  since: number;
}

/** A resume request, or null (other keys, a number out of range). */
export function resumeRequestOf(value: unknown): ResumeRequest | null {
  const object = objectOf(value);
  if (!object || !hasOnlyKeys(object, ['action', 'since'])) return null;
  if (object.action !== RESUME_ACTION || !isLiveSequence(object.since)) return null;
  return { action: RESUME_ACTION, since: object.since };
}

/**
 * The stream's numbering, as a subscriber keeps it: a message at or below the last number
 * seen is a repeat and is dropped, except `resync`, after which the stream continues from its
 * number. Returns the new last number and whether to apply the message.
 */
export function acceptSequence(
  lastSeq: number,
  message: { seq: number; type: LiveMessageType },
): { lastSeq: number; apply: boolean } {
  if (message.type === 'resync') return { lastSeq: message.seq, apply: true };
  if (message.seq <= lastSeq) return { lastSeq, apply: false };
  return { lastSeq: message.seq, apply: true };
}

/** The channel's websocket URL: the API's origin with a ws(s) scheme, path `/cable`. */
export function liveChannelUrl(apiOrigin: string): string {
  const url = new URL(LIVE_CHANNEL_PATH, apiOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
