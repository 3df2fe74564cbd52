'use client';

import { Connectivity } from './connectivity';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { SmartBanner } from './smart-banner';

export interface ClientChromeProps {
  probeUrl: string;
  appStoreUrl: string;
  googlePlayUrl: string;
}

/**
 * The browser-only parts of the shell; the root layout mounts it once inside `ToastProvider`
 * (the cookie banner it mounts itself, right after the skip link at the top of `<body>`).
 */
export function ClientChrome({ probeUrl, appStoreUrl, googlePlayUrl }: ClientChromeProps) {
  return (
    <>
      <Connectivity probeUrl={probeUrl} />
      <SmartBanner appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} />
      <ServiceWorkerRegistration />
    </>
  );
}
