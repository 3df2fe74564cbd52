import { isEnded } from '@trybuna/domain';
import { DEFAULT_HEADERS } from '@trybuna/api-client';
import {
  COUNTER_POLL_MS,
  counterMatchUrl,
  readCounterMatch,
  type CounterMatch,
} from './counter-match';

/** What the poller needs from the browser (tests pass fakes). */
export interface PollerEnvironment {
  fetch: typeof fetch;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Whether the page is hidden (`document.hidden`). */
  hidden: () => boolean;
  /** Subscribes to visibility changes; returns the unsubscribe. */
  onVisibilityChange: (listener: () => void) => () => void;
}

export interface MatchPoller {
  stop: () => void;
}

/** The headers of 000 §7.1 a GET needs (no body, so no Content-Type). */
const READ_HEADERS: Record<string, string> = Object.fromEntries(
  Object.entries(DEFAULT_HEADERS).filter(([name]) => name.toLowerCase() !== 'content-type'),
);

/**
 * 001 §4 counter hero re-read: `GET matches/{id}` (small fieldset) at once, then 1 s after each
 * answer, while the page is visible and the match is not ended. The browser revalidates its
 * cached copy each time (`cache: 'no-cache'`: the API answers 304 while nothing changed). A
 * hidden page pauses (no request, no timer) and reads again as soon as it is shown; an ended
 * match stops it. A failed read is tried again a second later; never two reads at once.
 */
export function startMatchPoller({
  id,
  apiBase,
  onMatch,
  env,
  intervalMs = COUNTER_POLL_MS,
}: {
  id: string;
  apiBase: string;
  onMatch: (match: CounterMatch) => void;
  env: PollerEnvironment;
  intervalMs?: number;
}): MatchPoller {
  const url = counterMatchUrl(apiBase, id);
  let stopped = false;
  // A function, so that a check after an `await` reads the current value.
  const running = () => !stopped;
  let timer: unknown = null;
  let controller: AbortController | null = null;

  const schedule = () => {
    if (stopped || env.hidden() || timer !== null) return;
    timer = env.setTimeout(() => {
      timer = null;
      void read();
    }, intervalMs);
  };

  const read = async () => {
    if (stopped || controller || env.hidden()) return;
    const current = new AbortController();
    controller = current;
    try {
      const response = await env.fetch(url, {
        headers: READ_HEADERS,
        cache: 'no-cache',
        signal: current.signal,
      });
      if (response.ok) {
        const match = readCounterMatch(await response.json(), id);
        if (match && running()) {
          onMatch(match);
          if (isEnded(match)) stop();
        }
      }
    } catch {
      // Offline or aborted: the next second tries again (or the poller is stopped).
    } finally {
      if (controller === current) controller = null;
    }
    schedule();
  };

  const onVisibility = () => {
    if (env.hidden()) {
      if (timer !== null) env.clearTimeout(timer);
      timer = null;
    } else {
      void read();
    }
  };
  const unsubscribe = env.onVisibilityChange(onVisibility);

  function stop() {
    stopped = true;
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
    unsubscribe();
  }

  void read();
  return { stop };
}

/** The browser's environment for the poller. */
export function browserPollerEnvironment(): PollerEnvironment {
  return {
    fetch: (input, init) => window.fetch(input, init),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => {
      window.clearTimeout(handle as number);
    },
    hidden: () => document.hidden,
    onVisibilityChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => {
        document.removeEventListener('visibilitychange', listener);
      };
    },
  };
}
