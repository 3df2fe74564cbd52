import { Redis } from 'ioredis';
import type { BroadcastAdapter } from './adapter';
import { parseJson } from './protocol';
import { envelopeSchema, type LiveEnvelope } from './messages';

/** The pub/sub channel every API process of one deployment shares. */
export const REDIS_LIVE_CHANNEL = 'trybuna:live';

/**
 * Redis pub/sub between API processes: one connection publishes, one subscribes. A message
 * from Redis is checked with the envelope schema before it reaches a client. Connection
 * errors are logged and retried by the client (ioredis reconnects on its own).
 */
export async function redisAdapter(
  url: string,
  log: (message: string, error?: unknown) => void = () => undefined,
): Promise<BroadcastAdapter> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const listeners = new Set<(envelope: LiveEnvelope) => void>();
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => {
      log('redis live adapter error', error);
    });
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== REDIS_LIVE_CHANNEL) return;
    const parsed = envelopeSchema.safeParse(parseJson(text));
    if (!parsed.success) {
      log('redis live adapter: a message that is not an envelope was ignored');
      return;
    }
    for (const listener of listeners) listener(parsed.data);
  });
  await subscriber.subscribe(REDIS_LIVE_CHANNEL);
  return {
    async publish(envelope) {
      await publisher.publish(REDIS_LIVE_CHANNEL, JSON.stringify(envelope));
    },
    onMessage(listener) {
      listeners.add(listener);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
