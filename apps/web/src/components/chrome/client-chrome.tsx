'use client';

import { Connectivity } from './connectivity';
import { CookieBanner } from './cookie-banner';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { SmartBanner } from './smart-banner';

export interface ClientChromeProps {
  probeUrl: string;
  privacyUrl: string;
  appStoreUrl: string;
  googlePlayUrl: string;
}

/** The browser-only parts of the shell; the root layout mounts it once inside `ToastProvider`. */
export function ClientChrome({
  probeUrl,
  privacyUrl,
  appStoreUrl,
  googlePlayUrl,
}: ClientChromeProps) {
  return (
    <>
      <Connectivity probeUrl={probeUrl} />
      <SmartBanner appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} />
      <CookieBanner privacyUrl={privacyUrl} />
      <ServiceWorkerRegistration />
    </>
  );
}
