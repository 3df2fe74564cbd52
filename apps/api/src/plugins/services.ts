import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@trybuna/db';
import type { ResourceStore } from '../jsonapi/store';
import type { LivePublisher } from '../live';
import { MatchOrder } from '../routes/live-writes/match-order';
import type { ReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's database (PGlite or PostgreSQL): its drizzle handle is `database.db`. */
    database: Database;
    /** Reads JSON:API documents of every resource type (`jsonapi/store.ts`). */
    store: ResourceStore;
    /** Numbers, stores and broadcasts live match messages (docs/live.md). */
    live: LivePublisher;
    /** Runs each match's live writes one after another (commit to publish), over both prefixes. */
    matchWriteOrder: MatchOrder;
  }
}

export interface ServiceOptions {
  database: Database;
  store: ResourceStore;
  readCache: ReadCache;
  live: LivePublisher;
}

/**
 * The services every feature's routes share (docs/api.md "Shape of the code"): the database,
 * the resource store, the read cache, the live publisher and the order of each match's live writes, made once per app and decorated
 * on its root (`fastify-plugin`), so the routes under `/api/v3` and `/api/v2` use the same ones.
 */
export const services = fp(
  (app: FastifyInstance, options: ServiceOptions, done: (err?: Error) => void) => {
    app.decorate('database', options.database);
    app.decorate('store', options.store);
    app.decorate('readCache', options.readCache);
    app.decorate('live', options.live);
    app.decorate('matchWriteOrder', new MatchOrder());
    done();
  },
  { name: 'trybuna-services', fastify: '5.x' },
);
