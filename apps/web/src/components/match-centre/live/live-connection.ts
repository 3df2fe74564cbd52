import {
  acceptSequence,
  LIVE_FALLBACK_POLL_MS,
  liveMessageOf,
  matchChannelIdentifier,
  RESUME_ACTION,
  type LiveMessageType,
} from '@trybuna/domain';

/** The part of an Action Cable subscription the page uses. */
interface CableSubscription {
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
interface CableConsumer {
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
  /** A message of the stream, in order, repeats dropped (`resync` is answered here). */
  onMessage: (type: LiveMessageType, data: unknown) => void;
  /**
   * Reads the match centre over HTTP (the fallback poll, a catch-up, a resync) and resolves to
   * the function that applies what it read; the connection applies it only if no message of
   * the stream arrived meanwhile (the read may predate it), else it reads again.
   */
  reread: () => Promise<() => void>;
  pollMs?: number;
}

/** How many times a read overtaken by a stream message is read again before it is applied. */
const STALE_READ_RETRIES = 2;

/**
 * The live match centre (docs/live.md): one Action Cable subscription to the match's channel.
 * It keeps the last sequence number and, when the socket comes back after a drop, asks for what
 * it missed (`resume` since that number); when it connects without a number (the first time,
 * or before any message), it reads the match centre once over HTTP, so nothing written between
 * the page's render and the subscription is missed. While
 * the socket is down (not yet up, dropped, or the subscription rejected) it re-reads over HTTP
 * every `pollMs`; while it is up it never polls.
 *
 * Reads never lose a change: a read asked for while one is in flight runs after it (the one in
 * flight may have been sent before the change, e.g. a poll still running when the socket comes
 * back), and a read during which a stream message was applied is read again, so an older
 * HTTP view never undoes a newer message (a deleted item coming back).
 */
export function startLiveConnection({
  url,
  matchId,
  env,
  onMessage,
  reread,
  pollMs = LIVE_FALLBACK_POLL_MS,
}: LiveConnectionOptions): { stop: () => void; lastSeq: () => number } {
  let stopped = false;
  let up = false;
  let everConnected = false;
  let lastSeq = 0;
  let timer: unknown = null;
  let reading = false;
  let readAgain = false;
  const isStopped = () => stopped;
  let applied = 0;
  let consumer: CableConsumer | null = null;
  let subscription: CableSubscription | null = null;

  const read = async () => {
    if (stopped) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    let retries = 0;
    try {
      do {
        readAgain = false;
        const seen = applied;
        const apply = await reread();
        // `stop()` may have run while the read was in flight.
        if (isStopped()) return;
        if (applied !== seen && retries < STALE_READ_RETRIES) {
          retries += 1;
          readAgain = true;
        } else {
          apply();
        }
      } while (readAgain);
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
      // With a number, the stream replays what was missed. Without one (the first connection,
      // or no message yet), what changed before the subscription began is only in an HTTP
      // read: the page's HTML may be a minute old (ISR), the socket may have come up only after
      // an API restart, and a write between the render and the subscription reaches no socket.
      if (again && lastSeq > 0) {
        subscription?.perform(RESUME_ACTION, { since: lastSeq });
      } else {
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
      // The contract's envelope (docs/live.md): anything else, an unlisted type included, is
      // dropped without moving the number.
      const envelope = liveMessageOf(message);
      if (!envelope) return;
      const next = acceptSequence(lastSeq, envelope);
      lastSeq = next.lastSeq;
      if (!next.apply) return;
      if (envelope.type === 'resync') {
        // The stream cannot say what was missed (docs/live.md): read it all over HTTP.
        void read();
        return;
      }
      applied += 1;
      onMessage(envelope.type, envelope.data);
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
      subscription = opened.subscriptions.create(matchChannelIdentifier(matchId), mixin);
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
