'use client';

import { useEffect, useState } from 'react';
import { useAuth } from './auth-context';

type Load<T> = { key: string; value: T | null } | null;

/**
 * Members-only data (000 §4.9, §6) fetched in the browser with the user token once the fan is
 * signed in; `undefined` while logged out or loading, `null` when the fetch failed.
 */
export function useMembersFetch<T>(
  key: string,
  fetcher: (token: string) => Promise<T>,
): { value: T | null | undefined; loading: boolean } {
  const { state, withUserToken } = useAuth();
  const [load, setLoad] = useState<Load<T>>(null);
  const signedIn = state.status === 'in';

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    withUserToken(fetcher).then(
      (value) => {
        if (live) setLoad({ key, value });
      },
      () => {
        if (live) setLoad({ key, value: null });
      },
    );
    return () => {
      live = false;
    };
    // `fetcher` is rebuilt on every render; `key` names what it fetches, so it stands in.
  }, [signedIn, key, withUserToken]);

  const current = signedIn && load?.key === key ? load.value : undefined;
  return { value: current, loading: signedIn && current === undefined };
}
