/** What a poller needs from the browser (tests pass fakes). */
export interface PollerEnvironment {
  fetch: typeof fetch;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Whether the page is hidden (`document.hidden`). */
  hidden: () => boolean;
  /** Subscribes to visibility changes; returns the unsubscribe. */
  onVisibilityChange: (listener: () => void) => () => void;
}

/**
 * Runs `read` at once, then `intervalMs` after each answer, while the page is visible: a hidden
 * page pauses (no request, no timer) and reads again as soon as it is shown. Never two reads at
 * once; a read that throws is told to `onFailure` (not when it was stopped) and tried at the
 * next turn; one that completes is told to `onSuccess`. `read` gets the signal that `stop`
 * aborts and may call `stop` itself (an ended match).
 */
export function startVisiblePoller({
  read,
  env,
  intervalMs,
  onFailure,
  onSuccess,
}: {
  read: (signal: AbortSignal, stop: () => void) => Promise<void>;
  env: PollerEnvironment;
  intervalMs: number;
  onFailure?: (error: unknown) => void;
  onSuccess?: () => void;
}): { stop: () => void } {
  let stopped = false;
  let timer: unknown = null;
  let controller: AbortController | null = null;

  const schedule = () => {
    if (stopped || env.hidden() || timer !== null) return;
    timer = env.setTimeout(() => {
      timer = null;
      void turn();
    }, intervalMs);
  };

  const turn = async () => {
    if (stopped || controller || env.hidden()) return;
    const current = new AbortController();
    controller = current;
    try {
      await read(current.signal, stop);
      if (!current.signal.aborted) onSuccess?.();
    } catch (error) {
      // The next turn tries again (or the poller is stopped).
      if (!current.signal.aborted) onFailure?.(error);
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
      void turn();
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

  void turn();
  return { stop };
}

/** The browser's environment for a poller. */
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
