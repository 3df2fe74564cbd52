import { DEFAULT_HEADERS } from '@trybuna/api-client';
import type { PollerEnvironment } from '../../modules/match/match-poller';
import { readBeltCounters, type BeltCounter } from './belt-counters';

/** 001 §9 says nothing of it; the issue wants a change of `sold` shown within a minute. */
export const BELT_REFRESH_MS = 60_000;

const READ_HEADERS: Record<string, string> = Object.fromEntries(
  Object.entries(DEFAULT_HEADERS).filter(([name]) => name.toLowerCase() !== 'content-type'),
);

/**
 * The belt's counters kept fresh without a rebuild: the two calls of 001 §7 (the same URLs as
 * the server's, so the API's read cache answers them) at once, then every 60 s while the page
 * is visible; a hidden page pauses and reads again when shown. A failed read keeps the counts
 * shown and is tried at the next turn.
 */
export function startBeltRefresh({
  urls,
  onCounters,
  env,
  intervalMs = BELT_REFRESH_MS,
}: {
  urls: { matches: string; seasons: string };
  onCounters: (counters: Map<string, BeltCounter>) => void;
  env: PollerEnvironment;
  intervalMs?: number;
}): { stop: () => void } {
  let stopped = false;
  let timer: unknown = null;
  let reading = false;
  const controller = new AbortController();
  const running = () => !stopped;

  const readOne = async (url: string, kind: 'match' | 'season') => {
    const response = await env.fetch(url, { headers: READ_HEADERS, signal: controller.signal });
    if (!response.ok) return new Map<string, BeltCounter>();
    return readBeltCounters(await response.json(), kind);
  };

  const schedule = () => {
    if (stopped || env.hidden() || timer !== null) return;
    timer = env.setTimeout(() => {
      timer = null;
      void read();
    }, intervalMs);
  };

  const read = async () => {
    if (stopped || reading || env.hidden()) return;
    reading = true;
    try {
      const [matches, seasons] = await Promise.all([
        readOne(urls.matches, 'match'),
        readOne(urls.seasons, 'season'),
      ]);
      if (running()) onCounters(new Map([...matches, ...seasons]));
    } catch {
      // Offline or stopped: the counts shown stay.
    } finally {
      reading = false;
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
  void read();

  return {
    stop() {
      stopped = true;
      if (timer !== null) env.clearTimeout(timer);
      timer = null;
      controller.abort();
      unsubscribe();
    },
  };
}
