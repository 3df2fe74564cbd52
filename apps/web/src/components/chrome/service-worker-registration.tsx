'use client';

import { TOAST_DURATIONS } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { SERVICE_WORKER_URL } from './paths';
import { useToast } from './toasts';

const NEW_CONTENT_TOAST_ID = 'sw-new-content';

export interface ServiceWorkerRegistrationProps {
  scriptUrl?: string;
}

/**
 * 000 §7.6, §4.7: registers the offline worker on page load (production builds only); a failed
 * registration is only logged (000 §8). When an update is waiting, a toast that never hides by
 * itself offers to reload into the new version. Only a page a worker already controls can be
 * updated (sw.ts: no `clientsClaim`, so a first visit stays uncontrolled), so the update
 * watcher (service-worker-updates.ts) loads only there, not with a first visit (issue 31).
 */
export function ServiceWorkerRegistration({
  scriptUrl = SERVICE_WORKER_URL,
}: ServiceWorkerRegistrationProps) {
  const t = useTranslations('sw');
  const { show } = useToast();

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const reload = () => {
      window.location.reload();
    };
    let cancelled = false;
    const isCancelled = () => cancelled;
    let stopWatching: (() => void) | undefined;

    const register = () => {
      container
        .register(scriptUrl)
        .then(async (registration) => {
          if (cancelled || !container.controller) return;
          const { activateWaitingWorker, watchServiceWorkerUpdates } =
            await import('./service-worker-updates');
          // (A function, not the variable: the cleanup may have run during the await.)
          if (isCancelled()) return;
          stopWatching = watchServiceWorkerUpdates({
            registration,
            container,
            reload,
            onUpdateReady: () => {
              show({
                id: NEW_CONTENT_TOAST_ID,
                message: t('newContent'),
                duration: TOAST_DURATIONS.newContent,
                action: {
                  label: t('reload'),
                  onClick: () => {
                    activateWaitingWorker(registration, reload);
                  },
                },
              });
            },
          });
        })
        .catch((error: unknown) => {
          console.error('Service worker registration failed:', error);
        });
    };

    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });

    return () => {
      cancelled = true;
      window.removeEventListener('load', register);
      stopWatching?.();
    };
  }, [scriptUrl, show, t]);

  return null;
}
