import { isLiveMatchId, liveMessageOf, type LiveMessage } from '@trybuna/domain';

/*
 * What a match stream carries (docs/live.md): the contract is `@trybuna/domain`'s
 * live-channel module, shared with the match centre; this file names it for the API's live
 * code and adds the envelope between API processes.
 */
export type { LiveMessage, LiveMessageType } from '@trybuna/domain';

/** A message between API processes (Redis): the match and its message. */
export interface LiveEnvelope {
  matchId: string;
  message: LiveMessage;
}

/**
 * The envelope a value holds (`matchId` a channel match id, `message` a live message, each
 * rebuilt of its own keys only), or null.
 */
export function liveEnvelopeOf(value: unknown): LiveEnvelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const { matchId, message } = value as { matchId?: unknown; message?: unknown };
  const parsed = liveMessageOf(message);
  return isLiveMatchId(matchId) && parsed ? { matchId, message: parsed } : null;
}
