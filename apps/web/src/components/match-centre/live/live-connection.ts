import { acceptSequence, liveEnvelope, matchChannel } from './live-messages';

/** docs/live.md: while the socket is down the page re-reads over HTTP every 5 s. */
export const FALLBACK_POLL_MS = 5000;

/** The part of an Action Cable subscription the page uses. */
export interface CableSubscription {
  perform: (action: string, data?: object) => boolean;
  unsubscribe: () => void;
}

export interface CableMixin {
  connected: () => void;
  disconnected: () => void;
  rejected: () => void;
  received: (data: unknown) => void;
}

/** The part of an Action Cable consumer the page uses (`@rails/actioncable`'s `createConsumer`). */
export interface CableConsumer {
  subscriptions: { create: (channel: object, mixin: CableMixin) => CableSubscription };
  disconnect: () => void;
}

export interface LiveEnvironment {
  /** Loads the Action Cable client and opens a consumer (loaded on first use). */
  connect: (url: string) => Promise<CableConsumer>;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface LiveConnectionOptions {
  url: string;
  matchId: string;
  env: LiveEnvironment;
  /** A message of the stream, in order, repeats dropped. */
  onMessage: (type: string, data: unknown) => void;
  /** Re-reads the match centre over HTTP (the fallback poll, a catch-up, a resync). */
  reread: () => Promise<void>;
  /** Whether to re-read once when the socket first connects (the page's HTML may be stale). */
  catchUpOnConnect?: boolean;
  pollMs?: number;
}

/**
 * The live match centre (docs/live.md): one Action Cable subscription to the match's channel.
 * It keeps the last sequence number and, when the socket comes back after a drop, asks for what
 * it missed (`resume` since that number; with no number yet, one HTTP re-read instead). While
 * the socket is down (not yet up, dropped, or the subscription rejected) it re-reads over HTTP
 * every `pollMs`; while it is up it never polls.
 */
export function startLiveConnection({
  url,
  matchId,
  env,
  onMessage,
  reread,
  catchUpOnConnect = false,
  pollMs = FALLBACK_POLL_MS,
}: LiveConnectionOptions): { stop: () => void; lastSeq: () => number } {
  let stopped = false;
  let up = false;
  let everConnected = false;
  let lastSeq = 0;
  let timer: unknown = null;
  let reading = false;
  let consumer: CableConsumer | null = null;
  let subscription: CableSubscription | null = null;

  const read = async () => {
    if (reading || stopped) return;
    reading = true;
    try {
      await reread();
    } catch {
      // Offline: the next turn tries again.
    } finally {
      reading = false;
    }
  };

  const schedulePoll = () => {
    if (stopped || up || timer !== null) return;
    timer = env.setTimeout(() => {
      timer = null;
      if (stopped || up) return;
      void read().then(schedulePoll);
    }, pollMs);
  };

  const stopPolling = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
  };

  const mixin: CableMixin = {
    connected: () => {
      up = true;
      stopPolling();
      const again = everConnected;
      everConnected = true;
      if (again && lastSeq > 0) {
        subscription?.perform('resume', { since: lastSeq });
      } else if (again || catchUpOnConnect) {
        void read();
      }
    },
    disconnected: () => {
      up = false;
      schedulePoll();
    },
    rejected: () => {
      up = false;
      schedulePoll();
    },
    received: (message) => {
      const envelope = liveEnvelope(message);
      if (!envelope) return;
      const next = acceptSequence(lastSeq, envelope);
      lastSeq = next.lastSeq;
      if (next.apply) onMessage(envelope.type, envelope.data);
    },
  };

  schedulePoll();
  env
    .connect(url)
    .then((opened) => {
      if (stopped) {
        opened.disconnect();
        return;
      }
      consumer = opened;
      subscription = opened.subscriptions.create(matchChannel(matchId), mixin);
    })
    .catch(() => {
      // The client could not load: the page stays on polling.
    });

  return {
    stop: () => {
      stopped = true;
      stopPolling();
      subscription?.unsubscribe();
      consumer?.disconnect();
    },
    lastSeq: () => lastSeq,
  };
}

/** The browser's environment: `@rails/actioncable` imported on first use. */
export function browserLiveEnvironment(): LiveEnvironment {
  return {
    connect: async (url) => {
      const { createConsumer } = await import('@rails/actioncable');
      return createConsumer(url) as unknown as CableConsumer;
    },
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => {
      window.clearTimeout(handle as number);
    },
  };
}
