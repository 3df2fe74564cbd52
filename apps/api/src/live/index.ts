import type { FastifyInstance } from 'fastify';
import type { Database } from '@trybuna/db';
import { latestLiveSeq, liveMessagesSince, matchExists } from '../repositories/live-messages';
import { inProcessAdapter, type BroadcastAdapter } from './adapter';
import { attachCable } from './cable-server';
import { livePublisher, type LivePublisher } from './publisher';

export interface LiveOptions {
  /** Default: in-process (one API process); `redisAdapter(REDIS_URL)` for several. */
  adapter?: BroadcastAdapter;
  maxConnectionsPerAddress?: number;
  maxSubscriptionsPerConnection?: number;
  pingIntervalMs?: number;
}

/** The live channel on the API's server, and the publisher its writes broadcast through. */
export function setUpLive(
  app: FastifyInstance,
  database: Database,
  allowedOrigins: readonly string[],
  options: LiveOptions = {},
): LivePublisher {
  const adapter = options.adapter ?? inProcessAdapter();
  attachCable(app, {
    adapter,
    allowedOrigins,
    matchExists: (id) => matchExists(database, id),
    messagesSince: (id, since) => liveMessagesSince(database, id, since),
    latestSeq: (id) => latestLiveSeq(database, id),
    ...(options.maxConnectionsPerAddress === undefined
      ? {}
      : { maxConnectionsPerAddress: options.maxConnectionsPerAddress }),
    ...(options.maxSubscriptionsPerConnection === undefined
      ? {}
      : { maxSubscriptionsPerConnection: options.maxSubscriptionsPerConnection }),
    ...(options.pingIntervalMs === undefined ? {} : { pingIntervalMs: options.pingIntervalMs }),
  });
  return livePublisher(database, adapter);
}

export type { BroadcastAdapter } from './adapter';
export type { LivePublisher } from './publisher';
export { inProcessAdapter } from './adapter';
export { redisAdapter } from './redis-adapter';
