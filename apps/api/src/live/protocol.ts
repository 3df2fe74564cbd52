import * as z from 'zod';
import {
  matchChannelOf,
  resumeRequestOf,
  type MatchChannelIdentifier,
  type ResumeRequest,
} from '@trybuna/domain';

/**
 * The Action Cable wire protocol (sub-protocol `actioncable-v1-json`, docs/live.md): what a
 * client may send, and the frames this server sends. The stock `@rails/actioncable` client
 * speaks it unchanged.
 */
export const CABLE_PROTOCOL = 'actioncable-v1-json';

/** 001 §7 (left open) / issue 16: a ping every 3 s. */
export const PING_INTERVAL_MS = 3000;

/** Largest client frame read (a subscribe with its identifier is ~100 bytes). */
export const MAX_FRAME_BYTES = 4096;

export const clientCommandSchema = z.object({
  command: z.enum(['subscribe', 'unsubscribe', 'message']),
  identifier: z.string().min(1).max(512),
  data: z.string().max(2048).optional(),
});

/** Parses JSON without throwing (`undefined` when it is not JSON). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The match channel's parameters of an identifier string (`{"channel":"MatchChannel",
 * "match_id":"<id>"}`, the id as a string, an optional `since` to resume from; the contract's
 * `matchChannelOf`), or `null`.
 */
export function parseMatchIdentifier(identifier: string): MatchChannelIdentifier | null {
  return matchChannelOf(parseJson(identifier));
}

/** The `message` command's data of a resume (`{"action":"resume","since":<n>}`), or `null`. */
export function parseResumeRequest(data: string | undefined): ResumeRequest | null {
  return resumeRequestOf(parseJson(data ?? ''));
}

export const frames = {
  welcome: () => JSON.stringify({ type: 'welcome' }),
  ping: (nowMs: number) => JSON.stringify({ type: 'ping', message: Math.floor(nowMs / 1000) }),
  confirm: (identifier: string) => JSON.stringify({ identifier, type: 'confirm_subscription' }),
  reject: (identifier: string) => JSON.stringify({ identifier, type: 'reject_subscription' }),
  disconnect: (reason: string, reconnect: boolean) =>
    JSON.stringify({ type: 'disconnect', reason, reconnect }),
  /** A message on a stream: the JSON of the live message is spliced in, not re-encoded. */
  message: (identifier: string, messageJson: string) =>
    `{"identifier":${JSON.stringify(identifier)},"message":${messageJson}}`,
};
