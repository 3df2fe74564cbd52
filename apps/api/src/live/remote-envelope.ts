import { sanitizePayload } from '../html/payload';
import type { HtmlSanitizer } from '../html/sanitizer';
import { liveEnvelopeOf, type LiveEnvelope } from './messages';
import { parseJson } from './protocol';

/**
 * The most one message from another API process may weigh (bytes of its JSON). The largest a
 * write publishes is a `lineups_updated` of 60 + 60 players or a timeline item with 20,000
 * characters of HTML, well under this.
 */
export const MAX_REMOTE_MESSAGE_BYTES = 512 * 1024;

/** Why a message from another process was dropped (logged, without its content). */
export type RemoteDrop = 'oversized' | 'not an envelope';

/**
 * A message read from Redis, checked as if it came from an attacker on the shared channel:
 * at most `MAX_REMOTE_MESSAGE_BYTES`, read with the live channel's contract as local messages
 * are (`liveEnvelopeOf`: a channel match id and a `liveMessageOf` message), and a timeline
 * item's HTML sanitised again with the API's allowlist (the same `sanitizePayload` every read
 * of an item goes through), so the site never inserts HTML that did not pass this process's
 * sanitiser.
 */
export function parseRemoteEnvelope(
  text: string,
  html: HtmlSanitizer,
): { envelope: LiveEnvelope } | { drop: RemoteDrop } {
  if (Buffer.byteLength(text) > MAX_REMOTE_MESSAGE_BYTES) return { drop: 'oversized' };
  const envelope = liveEnvelopeOf(parseJson(text));
  if (!envelope) return { drop: 'not an envelope' };
  const { type, data } = envelope.message;
  if (type !== 'timeline_item_added' && type !== 'timeline_item_updated') return { envelope };
  const item = (data as { data?: unknown } | null)?.data as
    | { attributes?: { match_centre_component_type?: unknown; payload?: unknown } }
    | null
    | undefined;
  const attributes = item?.attributes;
  const payload = attributes?.payload;
  if (!item || !attributes || payload === null || typeof payload !== 'object') return { envelope };
  const clean = sanitizePayload(
    attributes.match_centre_component_type,
    payload as Record<string, unknown>,
    html,
  );
  return {
    envelope: {
      ...envelope,
      message: {
        ...envelope.message,
        data: {
          ...(data as object),
          data: { ...item, attributes: { ...attributes, payload: clean } },
        },
      },
    },
  };
}
