import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../jsonapi/resource';

/** 000 §7.2: `Accept-Language` (default pl); English when its first preference is en. */
export function localeOf(request: FastifyRequest): 'pl' | 'en' {
  const header = request.headers['accept-language'] ?? '';
  return /^\s*en\b/i.test(header) ? 'en' : 'pl';
}

/**
 * The caller: language, and the signed-in fan the `User-Authorization` hook verified
 * (`plugins/user-token.ts`; null for anonymous callers).
 */
export function contextOf(request: FastifyRequest): RequestContext {
  return { locale: localeOf(request), user: request.user };
}
