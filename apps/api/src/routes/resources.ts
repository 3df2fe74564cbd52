import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { notFound } from '@trybuna/server';
import { listParameters, NO_EXTRA_PARAMETERS } from '../jsonapi/allowed-parameters';
import { parseQuery, type RawQuery } from '../jsonapi/query';
import { listReadTag } from '../plugins/cache-tags';
import { contextOf } from '../plugins/context';
import { matchReadRule, MATCH_READ_TTL_MS } from '../plugins/read-rules';
import { respond } from '../plugins/respond';
import { PUBLIC_ENDPOINTS } from '../resources';

const params = z.object({ type: z.string(), id: z.string().optional() });

export interface ResourceRouteOptions {
  /** How long a match by id is kept (`read-rules.ts`); 0 computes every read. */
  matchReadTtlMs?: number | undefined;
}

/** `GET /{type}` and `GET /{type}/{id}` for every public resource type. */
export const resourceRoutes: FastifyPluginCallback<ResourceRouteOptions> = (app, options, done) => {
  const { store, readCache: cache } = app;
  const matchRule = matchReadRule(options.matchReadTtlMs ?? MATCH_READ_TTL_MS);
  const endpoint = (type: string) => {
    if (!(PUBLIC_ENDPOINTS as readonly string[]).includes(type)) {
      throw notFound(`No resource ${type}`);
    }
    return type;
  };

  // The query is parsed (and refused) before the cache is asked: a bad request is never a key.
  app.get('/:type', (request, reply) => {
    const type = endpoint(params.parse(request.params).type);
    const query = parseQuery(request.query as RawQuery, listParameters(type));
    // Its membership tag: a write adding a member drops it though it held none (`cache-tags`).
    return respond(request, reply, cache, () => store.list(type, query, contextOf(request)), {
      tags: [listReadTag(type, query.filters)],
    });
  });

  app.get('/:type/:id', (request, reply) => {
    const { type: name, id = '' } = params.parse(request.params);
    const type = endpoint(name);
    const query = parseQuery(request.query as RawQuery, NO_EXTRA_PARAMETERS);
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
