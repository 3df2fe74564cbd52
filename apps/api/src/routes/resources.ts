import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '@trybuna/server';
import { parseQuery } from '../jsonapi/query';
import type { ResourceStore } from '../jsonapi/store';
import { contextOf } from '../plugins/context';
import type { ReadCache } from '../plugins/read-cache';
import { respond } from '../plugins/respond';
import { PUBLIC_ENDPOINTS } from '../resources';

const params = z.object({ type: z.string(), id: z.string().optional() });
type Query = Record<string, string | string[] | undefined>;

/** `GET /{type}` and `GET /{type}/{id}` for every public resource type. */
export function resourceRoutes(app: FastifyInstance, store: ResourceStore, cache: ReadCache): void {
  const endpoint = (type: string) => {
    if (!(PUBLIC_ENDPOINTS as readonly string[]).includes(type)) {
      throw notFound(`No resource ${type}`);
    }
    return type;
  };

  app.get('/:type', (request, reply) => {
    const { type } = params.parse(request.params);
    return respond(request, reply, cache, () =>
      store.list(endpoint(type), parseQuery(request.query as Query), contextOf(request)),
    );
  });

  app.get('/:type/:id', (request, reply) => {
    const { type, id = '' } = params.parse(request.params);
    return respond(request, reply, cache, () =>
      store.get(endpoint(type), id, parseQuery(request.query as Query), contextOf(request)),
    );
  });
}
