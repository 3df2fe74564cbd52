import { readDocument } from '@trybuna/api-client/browser';
import { COUNTER_POLL_MS, isEnded } from '@trybuna/domain';
import { startVisiblePoller, type PollerEnvironment } from '@/components/chrome/visible-poller';
import { counterMatchUrl, readCounterMatch, type CounterMatch } from './counter-match';

export {
  browserPollerEnvironment,
  type PollerEnvironment,
} from '@/components/chrome/visible-poller';

export interface MatchPoller {
  stop: () => void;
}

/**
 * 001 §4 counter hero re-read: `GET matches/{id}` (small fieldset) at once, then 1 s after each
 * answer, while the page is visible and the match is not ended. The browser revalidates its
 * cached copy each time (`cache: 'no-cache'`: the API answers 304 while nothing changed). A
 * hidden page pauses (no request, no timer) and reads again as soon as it is shown; an ended
 * match stops it. A failed read (no answer, or not a success) is told to `onFailure` and tried
 * again a second later; never two reads at once.
 */
export function startMatchPoller({
  id,
  apiBase,
  onMatch,
  env,
  intervalMs = COUNTER_POLL_MS,
  onFailure,
  onSuccess,
}: {
  id: string;
  apiBase: string;
  onMatch: (match: CounterMatch) => void;
  env: PollerEnvironment;
  intervalMs?: number;
  /** A read failed (not when stopped): 000 §8, the caller logs it and raises the toast. */
  onFailure?: (error: unknown) => void;
  onSuccess?: () => void;
}): MatchPoller {
  const url = counterMatchUrl(apiBase, id);
  return startVisiblePoller({
    env,
    intervalMs,
    ...(onFailure ? { onFailure } : {}),
    ...(onSuccess ? { onSuccess } : {}),
    read: async (signal, stop) => {
      const document = await readDocument(url, { fetch: env.fetch, cache: 'no-cache', signal });
      const match = readCounterMatch(document, id);
      if (!match || signal.aborted) return;
      onMatch(match);
      if (isEnded(match)) stop();
    },
  });
}
