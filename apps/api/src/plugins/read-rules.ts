import { COUNTER_POLL_MS } from '@trybuna/domain';
import type { ReadRule } from './read-cache';

/**
 * How long a match read by id (`GET matches/{id}`, any fields or includes) is kept: the match
 * counter hero re-reads it every second while the match is not over (001 §4, §7), so one
 * computation a second serves every visitor, and a changed score or status shows within about
 * a second. `buildApi({ matchReadTtlMs: 0 })` turns it off (every read computed: the bench's
 * comparison).
 */
export const MATCH_READ_TTL_MS = COUNTER_POLL_MS;

/**
 * A route's caching where it differs from the read cache's defaults, with its CDN lifetime
 * (default `PUBLIC_CACHE_CONTROL`).
 */
export interface ResponseRule extends ReadRule {
  cacheControl?: string;
}

/**
 * A match by id: kept `ttlMs` (not at all when 0), with a strong ETag (the counter's
 * `If-None-Match` re-read is a 304 with no body while nothing changed), and a CDN may keep it
 * no longer than the API does.
 */
export function matchReadRule(ttlMs: number = MATCH_READ_TTL_MS): ResponseRule {
  const seconds = Math.max(0, Math.floor(ttlMs / 1_000));
  return {
    ttlMs,
    strongEtag: true,
    cacheControl: `public, max-age=0, s-maxage=${String(seconds)}`,
  };
}
