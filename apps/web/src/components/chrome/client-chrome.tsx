'use client';

import { useEffect } from 'react';
import { initErrorReporting } from '@/lib/error-reporting';
import { Connectivity } from './connectivity';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { SmartBanner } from './smart-banner';

export interface ClientChromeProps {
  probeUrl: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  /** Client-side error reporting (Sentry, started only with a DSN) and the APP_ENV. */
  sentryDsn?: string | undefined;
  environment: string;
}

/**
 * The browser-only parts of the shell; the root layout mounts it once inside `ToastProvider`
 * (the cookie banner it mounts itself, right after the skip link at the top of `<body>`). It
 * also starts error reporting: one client component for the layout's leaves, so the page's
 * payload carries one reference and the chunk one module wrapper (issue 31).
 */
export function ClientChrome({
  probeUrl,
  appStoreUrl,
  googlePlayUrl,
  sentryDsn,
  environment,
}: ClientChromeProps) {
  useEffect(() => {
    initErrorReporting(sentryDsn, environment);
  }, [sentryDsn, environment]);
  return (
    <>
      <Connectivity probeUrl={probeUrl} />
      <SmartBanner appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} />
      <ServiceWorkerRegistration />
    </>
  );
}
