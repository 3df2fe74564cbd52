import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_API_MEDIA_TYPE } from '@trybuna/server';
import { localeOf } from './context';
import { documentTags, type ReadCache } from './read-cache';
import { hasUserToken } from './user-token';

interface Document {
  data: unknown;
  included?: unknown[];
}

/** Shared-cache lifetime of anonymous reads: a CDN may keep them briefly and revalidate. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/**
 * Sends a JSON:API read. Anonymous reads come from (or go into) the read cache with an ETag,
 * and `If-None-Match` answers 304; reads with a user token, and page previews, are private and
 * never cached.
 */
export async function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache,
  compute: () => Promise<Document>,
): Promise<FastifyReply> {
  reply
    .type(JSON_API_MEDIA_TYPE)
    .header('vary', 'Accept-Language, User-Authorization, Preview-Secret');
  // Any user token (the hook has verified it, or answered 401) makes the answer private: a
  // signed-in document never enters the cache, and a signed-in caller never reads from it. A
  // page preview (drafts, members-only content) likewise: no cache either way, no ETag.
  if (hasUserToken(request) || request.preview) {
    reply.header('cache-control', 'private, no-store');
    return reply.send(JSON.stringify(await compute()));
  }
  const key = `${localeOf(request)} ${request.url}`;
  let entry = cache.get(key);
  if (entry) reply.header('x-cache', 'hit');
  else {
    const document = await compute();
    entry = cache.set(key, JSON.stringify(document), documentTags(document));
    reply.header('x-cache', 'miss');
  }
  reply.header('etag', entry.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.send(entry.body);
}
