'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * False in the server's HTML and until the component has hydrated, true after. A control
 * whose action needs the script (a dialog trigger, a form sent by fetch) is disabled until
 * then, so a tap before the script has run is visibly not taken rather than silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}
