'use client';

import { ONLINE_PROBE_INTERVAL_MS } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { createConnectivityMachine } from './connectivity-machine';
import { DEFAULT_PROBE_URL } from './paths';
import { useToast } from './toasts';

const CONNECTIVITY_TOAST_ID = 'connectivity';

export interface ConnectivityProps {
  /** Where the probe goes (000 §7.6); the layout passes it from config. */
  probeUrl?: string;
}

/**
 * 000 §4.6: announces loss and return of the connection. The status is also marked on
 * `<html data-connectivity="online|offline">` for styles that care.
 */
export function Connectivity({ probeUrl = DEFAULT_PROBE_URL }: ConnectivityProps) {
  const t = useTranslations('network');
  const { show } = useToast();

  useEffect(() => {
    const machine = createConnectivityMachine({
      probe: () => fetch(probeUrl, { mode: 'no-cors', cache: 'no-store' }),
      intervalMs: ONLINE_PROBE_INTERVAL_MS,
      onChange: (status) => {
        document.documentElement.dataset.connectivity = status;
        show({ id: CONNECTIVITY_TOAST_ID, message: t(status) });
      },
    });
    window.addEventListener('offline', machine.handleOffline);
    window.addEventListener('online', machine.handleOnline);
    // A page that starts (or hydrates) without a network missed the 'offline' event.
    if (navigator.onLine) document.documentElement.dataset.connectivity = 'online';
    else machine.handleOffline();
    return () => {
      window.removeEventListener('offline', machine.handleOffline);
      window.removeEventListener('online', machine.handleOnline);
      machine.dispose();
    };
  }, [probeUrl, show, t]);

  return null;
}
