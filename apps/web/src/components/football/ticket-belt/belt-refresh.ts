import { readDocument } from '@trybuna/api-client/browser';
import { TICKET_BELT_REFRESH_MS } from '@trybuna/domain';
import { startVisiblePoller, type PollerEnvironment } from '@/components/chrome/visible-poller';
import { readBeltCounters, type BeltCounter } from './belt-counters';

/**
 * The belt's counters kept fresh without a rebuild: the two calls of 001 §7 (the same URLs as
 * the server's, so the API's read cache answers them) at once, then every 60 s while the page
 * is visible; a hidden page pauses and reads again when shown. A failed read (no answer, or
 * one that is not a success) keeps the counts shown, is told to `onFailure` and is tried at the
 * next turn.
 */
export function startBeltRefresh({
  urls,
  onCounters,
  env,
  intervalMs = TICKET_BELT_REFRESH_MS,
  onFailure,
  onSuccess,
}: {
  urls: { matches: string; seasons: string };
  onCounters: (counters: Map<string, BeltCounter>) => void;
  env: PollerEnvironment;
  intervalMs?: number;
  /** A read failed (not when stopped): 000 §8, the caller logs it and raises the toast. */
  onFailure?: (error: unknown) => void;
  onSuccess?: () => void;
}): { stop: () => void } {
  const readOne = async (url: string, kind: 'match' | 'season', signal: AbortSignal) => {
    const document = await readDocument(url, { fetch: env.fetch, signal });
    return readBeltCounters(document, kind);
  };
  return startVisiblePoller({
    env,
    intervalMs,
    ...(onFailure ? { onFailure } : {}),
    ...(onSuccess ? { onSuccess } : {}),
    read: async (signal) => {
      const [matches, seasons] = await Promise.all([
        readOne(urls.matches, 'match', signal),
        readOne(urls.seasons, 'season', signal),
      ]);
      if (!signal.aborted) onCounters(new Map([...matches, ...seasons]));
    },
  });
}
