import type { FastifyRequest } from 'fastify';
import { single, type RawQuery } from '../jsonapi/query';
import { localeOf } from './context';

/**
 * The read cache's key for a request: its language, the route with its decoded parameters
 * (`/api/v2` and `/api/v3` share documents: they answer the same), and its query parameters
 * sorted by name, each with the value it has (the last when repeated), so parameter order and
 * percent-encoding do not make a new key. Unknown parameters never get here (a 400 first).
 */
export function cacheKey(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const route = request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
  const path = route
    .replace(/^\/api\/v[23](?=\/|$)/, '/api')
    .replace(/:(\w+)|\*/g, (_match, name: string | undefined) =>
      encodeURIComponent(params[name ?? '*'] ?? ''),
    );
  const query = (request.query ?? {}) as RawQuery;
  const pairs = Object.keys(query)
    .sort()
    .flatMap((name) => {
      const value = single(query, name);
      return value === undefined
        ? []
        : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
    });
  return `${localeOf(request)} ${path}?${pairs.join('&')}`;
}
