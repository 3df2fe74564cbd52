import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_API_MEDIA_TYPE } from '@trybuna/server';
import { cacheKey } from './cache-key';
import type { CacheableDocument, ReadCache } from './read-cache';
import type { ResponseRule } from './read-rules';
import { hasUserToken } from './user-token';

/** Shared-cache lifetime of anonymous reads: a CDN may keep them briefly and revalidate. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/** The request headers a read's answer depends on (besides `Origin`, which CORS adds). */
const VARY = ['Accept-Language', 'User-Authorization', 'Preview-Secret'];

/** Adds names to the reply's `Vary` header, keeping those already there (CORS's `Origin`). */
function appendVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader('vary');
  const existing = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (existing.includes('*')) return;
  const lower = new Set(existing.map((name) => name.toLowerCase()));
  const added = names.filter((name) => !lower.has(name.toLowerCase()));
  reply.header('vary', [...existing, ...added].join(', '));
}

/** An entity tag without its weak marker: `If-None-Match` compares tags weakly (RFC 9110). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether `If-None-Match` (one tag, a list, or `*`) matches `etag`, weak or strong. */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sends a JSON:API read. Anonymous reads come from (or go into) the read cache with an ETag,
 * and `If-None-Match` answers 304; reads with a user token, and page previews, are private and
 * never cached. `rule` is the route's own caching where it differs (a match by id: 1 s, a
 * strong ETag, a CDN lifetime as short; a list: its membership tag, `cache-tags.ts`).
 */
export async function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache,
  compute: () => Promise<CacheableDocument>,
  rule?: ResponseRule,
): Promise<FastifyReply> {
  reply.type(JSON_API_MEDIA_TYPE);
  appendVary(reply, VARY);
  // Any user token (the hook has verified it, or answered 401) makes the answer private: a
  // signed-in document never enters the cache, and a signed-in caller never reads from it. A
  // page preview (drafts, members-only content) likewise: no cache either way, no ETag.
  if (hasUserToken(request) || request.preview) {
    reply.header('cache-control', 'private, no-store');
    return reply.send(JSON.stringify(await compute()));
  }
  const { body, etag, hit } = await cache.read(cacheKey(request), compute, rule);
  reply
    .header('x-cache', hit ? 'hit' : 'miss')
    .header('etag', etag)
    .header('cache-control', rule?.cacheControl ?? PUBLIC_CACHE_CONTROL);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(body);
}
