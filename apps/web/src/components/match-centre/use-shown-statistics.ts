'use client';

import { useEffect, useState } from 'react';
import { browserApi } from '@trybuna/api-client/browser';
import { useAuth } from '@/components/auth/auth-context';
import { useFailedRead } from '@/components/chrome/toasts/use-failed-read';
import type { MatchStats } from '@/lib/match-centre-data';

/**
 * The statistics to show (001 §2, §6): the page's (anonymous) set, or, for a signed-in fan,
 * the full set read with their token, read again whenever the match's statistics change (the
 * live channel carries the anonymous set only).
 */
export function useShownStatistics(
  live: MatchStats | null,
  apiBase: string,
  matchId: string,
): MatchStats | null {
  const { state, withUserToken } = useAuth();
  const [full, setFull] = useState<MatchStats | null>(null);
  const signedIn = state.status === 'in';
  const readFailure = useFailedRead('statistics');
  useEffect(() => {
    // Signed in, read even when the page has none: the page's HTML may predate them.
    if (!signedIn) {
      setFull(null);
      return;
    }
    let current = true;
    // The reader comes with the live part's chunk (loaded after hydration).
    const reader = import('./live/live-session');
    void browserApi(apiBase, 'matchCentre')
      .then(({ api, client }) =>
        withUserToken((userToken) => api.getMatchStatistics(client, matchId, { userToken })),
      )
      .then(async (response) => {
        const { matchStatsFrom } = await reader;
        if (current) setFull(matchStatsFrom(response.data));
      })
      .catch((error: unknown) => {
        // 000 §8: the set shown stays; the failure is reported with the toast.
        if (current) readFailure.failed(error);
      });
    return () => {
      current = false;
    };
  }, [signedIn, live, apiBase, matchId, withUserToken, readFailure]);
  return full ?? live;
}
