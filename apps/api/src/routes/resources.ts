import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { notFound } from '@trybuna/server';
import { listParameters, NO_EXTRA_PARAMETERS } from '../jsonapi/allowed-parameters';
import { parseQuery } from '../jsonapi/query';
import { jsonApiQuery, rawQuery } from '../jsonapi/query-schemas';
import { listReadTag } from '../plugins/cache-tags';
import { contextOf } from '../plugins/context';
import { matchReadRule, MATCH_READ_TTL_MS } from '../plugins/read-rules';
import { respond } from '../plugins/respond';
import type { ZodTypeProvider } from '../plugins/schemas';
import { PUBLIC_ENDPOINTS } from '../resources';

/** The `{type}` of a public resource type, else a 404 (before the query is looked at). */
const endpoint = z.string().transform((type) => {
  if (!(PUBLIC_ENDPOINTS as readonly string[]).includes(type))
    throw notFound(`No resource ${type}`);
  return type;
});
const listParams = z.object({ type: endpoint });
const oneParams = z.object({ type: endpoint, id: z.string() });

export interface ResourceRouteOptions {
  /** How long a match by id is kept (`read-rules.ts`); 0 computes every read. */
  matchReadTtlMs?: number | undefined;
}

/** `GET /{type}` and `GET /{type}/{id}` for every public resource type. */
export const resourceRoutes: FastifyPluginCallback<ResourceRouteOptions> = (app, options, done) => {
  const { store, readCache: cache } = app;
  const matchRule = matchReadRule(options.matchReadTtlMs ?? MATCH_READ_TTL_MS);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The type first (404), then the query, parsed (and refused) before the cache is asked: a
  // bad request is never a key. A list's own parameters depend on its type.
  routes.get(
    '/:type',
    { schema: { params: listParams, querystring: rawQuery } },
    (request, reply) => {
      const { type } = request.params;
      const query = parseQuery(request.query, listParameters(type));
      // Its membership tag: a write adding a member drops it though it held none (`cache-tags`).
      return respond(request, reply, cache, () => store.list(type, query, contextOf(request)), {
        tags: [listReadTag(type, query.filters)],
      });
    },
  );

  const one = { params: oneParams, querystring: jsonApiQuery(NO_EXTRA_PARAMETERS) };
  routes.get('/:type/:id', { schema: one }, (request, reply) => {
    const { type, id } = request.params;
    const query = request.query;
    return respond(
      request,
      reply,
      cache,
      () => store.get(type, id, query, contextOf(request)),
      // The counter hero's 1 s re-read (001 §7): a short per-match rule of the same cache.
      type === 'matches' ? matchRule : undefined,
    );
  });
  done();
};
