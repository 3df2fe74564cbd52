import type { LiveEnvelope } from './messages';

/**
 * How a numbered message reaches the clients of every API process (ARCHITECTURE.md "Live
 * channel"): in-process by default, Redis pub/sub when `REDIS_URL` is set.
 */
export interface BroadcastAdapter {
  /** Sends to every process's subscribers (this one included). */
  publish(envelope: LiveEnvelope): Promise<void>;
  /** Registers this process's receiver (the cable server). */
  onMessage(listener: (envelope: LiveEnvelope) => void): void;
  close(): Promise<void>;
}

/** One process: publishing calls the listeners directly. */
export function inProcessAdapter(): BroadcastAdapter {
  const listeners = new Set<(envelope: LiveEnvelope) => void>();
  return {
    publish(envelope) {
      for (const listener of listeners) listener(envelope);
      return Promise.resolve();
    },
    onMessage(listener) {
      listeners.add(listener);
    },
    close() {
      listeners.clear();
      return Promise.resolve();
    },
  };
}
