import type { FastifyRequest } from 'fastify';
import { localeOf } from './context';

/**
 * The read cache's key for a request: its language, the route with its decoded parameters
 * (`/api/v2` and `/api/v3` share documents: they answer the same), and its query parameters
 * sorted by name, each with the value it has (the last when repeated), so parameter order and
 * percent-encoding do not make a new key. Unknown parameters never get here (a 400 first).
 * The query is read from the request's URL: a route's schema replaces `request.query` with
 * what it parsed.
 */
export function cacheKey(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const route = request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
  const path = route
    .replace(/^\/api\/v[23](?=\/|$)/, '/api')
    .replace(/:(\w+)|\*/g, (_match, name: string | undefined) =>
      encodeURIComponent(params[name ?? '*'] ?? ''),
    );
  const start = request.url.indexOf('?');
  // The last value of a repeated parameter, as the query parser reads it (`single`).
  const query = new Map(new URLSearchParams(start < 0 ? '' : request.url.slice(start + 1)));
  const pairs = [...query.keys()]
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(query.get(name) ?? '')}`);
  return `${localeOf(request)} ${path}?${pairs.join('&')}`;
}
