'use client';

import {
  COUNTDOWN_TICK_MS,
  countdown,
  effectiveStartTime,
  isEnded,
  isPending,
  likeActions,
  likeKey,
} from '@trybuna/domain';
import { useEffect, useState } from 'react';
import { useFailedRead } from '@/components/chrome/toasts/use-failed-read';
import { pageLikeStore } from '@/components/likes/like-store-client';
import { counterMatchChanged, type CounterMatch } from './counter-match';
import { browserPollerEnvironment, startMatchPoller } from './match-poller';

/** A newer like count from the re-read reaches the page's like buttons (counts only grow). */
function syncLikes(id: string, count: number | null | undefined) {
  if (typeof count !== 'number') return;
  const ref = { type: 'match' as const, id };
  const item = pageLikeStore.getState()[likeKey('match', id)];
  if (!item?.isInitialized || count <= item.likesCount) return;
  pageLikeStore.dispatch(likeActions.initialise(ref, { likesCount: count }));
}

/**
 * 001 §4: the match as the counter shows it, re-read every second while the page is visible
 * and the match is not ended (`startMatchPoller`); without an API base it stays as rendered.
 */
export function useCounterMatch(
  id: string,
  apiBase: string | undefined,
  initial: CounterMatch,
): CounterMatch {
  const [match, setMatch] = useState(initial);
  const ended = isEnded(match);
  // 000 §8: a failed re-read keeps the match shown, is reported and raises the toast once.
  const readFailure = useFailedRead('counter');
  useEffect(() => {
    if (!apiBase || ended) return;
    const poller = startMatchPoller({
      id,
      apiBase,
      env: browserPollerEnvironment(),
      onFailure: readFailure.failed,
      onSuccess: readFailure.succeeded,
      onMatch: (next) => {
        setMatch((previous) =>
          counterMatchChanged(previous, next) ? { ...previous, ...next } : previous,
        );
        syncLikes(id, next.likes_count);
      },
    });
    return () => {
      poller.stop();
    };
  }, [id, apiBase, ended, readFailure]);
  return match;
}

/**
 * 001 §4 countdown to the match's start, ticking every second while it is pending and the
 * start is ahead. The first render uses `renderedAt` (the server's clock when it rendered the
 * page), so the browser's first render matches the server HTML; the clock takes over at once.
 */
export function useCountdown(
  match: CounterMatch,
  renderedAt: number,
): ReturnType<typeof countdown> {
  const [now, setNow] = useState(renderedAt);
  const start = effectiveStartTime(match);
  const value = countdown(start, now);
  const ticking = isPending(match) && !value.past;
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, COUNTDOWN_TICK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [ticking, start]);
  return value;
}
