import type { FastifyInstance } from 'fastify';
import type { Database } from '@trybuna/db';
import { liveStreamTail } from '../repositories/live-messages';
import { inProcessAdapter, type BroadcastAdapter } from './adapter';
import { attachCable, type CableOptions } from './cable-server';
import { livePublisher, type LivePublisher } from './publisher';

export interface LiveOptions extends Pick<
  CableOptions,
  | 'maxConnectionsPerAddress'
  | 'maxSubscriptionsPerConnection'
  | 'pingIntervalMs'
  | 'commands'
  | 'history'
  | 'now'
  | 'trustProxy'
> {
  /** Default: in-process (one API process); `redisAdapter(REDIS_URL)` for several. */
  adapter?: BroadcastAdapter;
}

/** The live channel on the API's server, and the publisher its writes broadcast through. */
export function setUpLive(
  app: FastifyInstance,
  database: Database,
  allowedOrigins: readonly string[],
  options: LiveOptions = {},
): LivePublisher {
  const { adapter = inProcessAdapter(), ...caps } = options;
  attachCable(app, {
    ...caps,
    adapter,
    allowedOrigins,
    loadStream: (id, limit) => liveStreamTail(database, id, limit),
  });
  return livePublisher(database, adapter);
}

export type { LivePublisher } from './publisher';
export { inProcessAdapter } from './adapter';
export { redisAdapter } from './redis-adapter';
