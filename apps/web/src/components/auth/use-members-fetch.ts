'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { useFailedRead } from '@/components/chrome/toasts/use-failed-read';
import { useAuth } from './auth-context';

type Load<T> = { key: string; value: T | null } | null;

/**
 * Members-only data (000 §4.9, §6) fetched in the browser with the user token once the fan is
 * signed in; `undefined` while logged out or loading, `null` when the fetch failed (reported,
 * with the data-load toast of 000 §8).
 */
export function useMembersFetch<T>(
  key: string,
  fetcher: (token: string) => Promise<T>,
): { value: T | null | undefined; loading: boolean } {
  const { state, withUserToken } = useAuth();
  const [load, setLoad] = useState<Load<T>>(null);
  const signedIn = state.status === 'in';
  const readFailure = useFailedRead('members');
  // `fetcher` is rebuilt on every render; `key` names what it fetches and reruns the effect.
  const fetchWith = useEffectEvent((token: string) => fetcher(token));

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    withUserToken((token) => fetchWith(token)).then(
      (value) => {
        if (live) setLoad({ key, value });
      },
      (error: unknown) => {
        if (!live) return;
        setLoad({ key, value: null });
        readFailure.failed(error);
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn, key, withUserToken, readFailure]);

  const current = signedIn && load?.key === key ? load.value : undefined;
  return { value: current, loading: signedIn && current === undefined };
}
