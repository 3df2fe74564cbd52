import { applyLikeClicks, DEBOUNCE_LONG_MS, isLikeBatchValid, type LikeRef } from '@trybuna/domain';
import { likeCookieAssignment } from './like-cookie';

/** A timer the batcher can be tested with (the browser's `setTimeout` by default). */
export interface BatchTimer {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const browserTimer: BatchTimer = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

export interface LikeBatcherOptions {
  item: LikeRef;
  /** Posts one like (`postLike`: a fresh UUID v4 each call). */
  post: (item: LikeRef) => Promise<unknown>;
  /** Stores the user's count (`document.cookie = …`). */
  writeCookie: (assignment: string) => void;
  /** A batch failed (000 §8: a generic error toast). Called once per failed batch. */
  onError: (error: unknown) => void;
  /** Likes the API accepted, after each batch. */
  onSent?: (count: number) => void;
  timer?: BatchTimer;
  debounceMs?: number;
}

export interface LikeBatcher {
  /**
   * One click by a user who has `userCounter` likes on the item: capped at MAX_CLICK_LIKES
   * (000 §5: nothing happens at the cap); an accepted click is stored in the cookie and
   * collected for the next batch.
   */
  click: (userCounter: number) => { added: number; userCounter: number };
  /** Sends what has been collected now, without waiting for the debounce. */
  flush: () => Promise<void>;
  /** Likes clicked but not yet answered by the API (collected or in flight). */
  unsent: () => number;
  /** Resolves when every batch sent so far has been answered. */
  idle: () => Promise<void>;
}

/**
 * 000 §4.2: clicks are collected and sent as one batch DEBOUNCE_LONG (500 ms) after the last
 * one; a batch of N likes is N sequential posts, and an invalid batch (000 §5) is ignored.
 * Batches are queued, so every post of an item runs one after another.
 */
export function createLikeBatcher(options: LikeBatcherOptions): LikeBatcher {
  const { item, post, writeCookie, onError, onSent } = options;
  const timer = options.timer ?? browserTimer;
  const debounceMs = options.debounceMs ?? DEBOUNCE_LONG_MS;
  let collected = 0;
  let inFlight = 0;
  let handle: unknown = null;
  let queue: Promise<void> = Promise.resolve();

  const sendBatch = async (count: number): Promise<void> => {
    let sent = 0;
    try {
      for (let i = 0; i < count; i++) {
        await post(item);
        sent += 1;
      }
    } catch (error) {
      onError(error);
    } finally {
      inFlight -= count;
      if (sent > 0) onSent?.(sent);
    }
  };

  const send = (): Promise<void> => {
    if (handle !== null) {
      timer.clear(handle);
      handle = null;
    }
    const count = collected;
    collected = 0;
    if (!isLikeBatchValid(count)) return queue;
    inFlight += count;
    // A callback that threw must not stop the later batches.
    queue = queue.catch(() => undefined).then(() => sendBatch(count));
    return queue;
  };

  return {
    click(userCounter) {
      const result = applyLikeClicks(userCounter, 1);
      if (result.added === 0) return result;
      writeCookie(likeCookieAssignment(item.type, item.id, result.userCounter));
      collected += result.added;
      if (handle !== null) timer.clear(handle);
      handle = timer.set(() => {
        handle = null;
        void send();
      }, debounceMs);
      return result;
    },
    flush: send,
    unsent: () => collected + inFlight,
    idle: () => queue,
  };
}
