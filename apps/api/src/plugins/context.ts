import type { FastifyRequest } from 'fastify';
import { contentLanguageOf, type ContentLanguage } from '@trybuna/domain';
import type { RequestContext } from '../jsonapi/resource';

/** 000 §7.2: `Accept-Language` (default pl); English when its first preference is en. */
export function localeOf(request: FastifyRequest): ContentLanguage {
  return contentLanguageOf(request.headers['accept-language']);
}

/**
 * The caller: language, the signed-in fan the `User-Authorization` hook verified
 * (`plugins/user-token.ts`; null for anonymous callers), and whether the `Preview-Secret` hook
 * opened a page preview (`plugins/preview.ts`).
 */
export function contextOf(request: FastifyRequest): RequestContext {
  return { locale: localeOf(request), user: request.user, preview: request.preview };
}
