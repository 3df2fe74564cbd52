import { Redis } from 'ioredis';
import { createHtmlSanitizer, type HtmlSanitizer } from '../html/sanitizer';
import type { BroadcastAdapter } from './adapter';
import type { LiveEnvelope } from './messages';
import { parseRemoteEnvelope } from './remote-envelope';

/** The pub/sub channel every API process of one deployment shares. */
export const REDIS_LIVE_CHANNEL = 'trybuna:live';

/**
 * Redis pub/sub between API processes: one connection publishes, one subscribes. A message
 * from Redis is checked before it reaches a client (`parseRemoteEnvelope`: size, the envelope
 * schema, timeline HTML sanitised again with `html`, which should be the API's own sanitiser
 * for the site's origins); one that fails is dropped and logged once, without its content.
 * Connection errors are logged and retried by the client (ioredis reconnects on its own).
 */
export async function redisAdapter(
  url: string,
  log: (message: string, error?: unknown) => void = () => undefined,
  html: HtmlSanitizer = createHtmlSanitizer([]),
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
    const parsed = parseRemoteEnvelope(text, html);
    if ('drop' in parsed) {
      log(
        `redis live adapter: a message was dropped (${parsed.drop}, ${String(Buffer.byteLength(text))} bytes)`,
      );
      return;
    }
    for (const listener of listeners) listener(parsed.envelope);
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
