'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { smartBannerPlatform, type SmartBannerPlatform } from './smart-banner-rules';

export interface SmartBannerProps {
  appStoreUrl: string;
  googlePlayUrl: string;
}

const SmartBannerView = lazy(() =>
  import('./smart-banner-view').then((m) => ({ default: m.SmartBannerView })),
);

/**
 * 000 §4.5: promotes the mobile app on Android and iOS (not in Safari, which has its own
 * banner) until it has been closed 3 times. Only the rule runs with the page; the banner's
 * code (smart-banner-view.tsx) loads in a browser that shows it, so other visitors do not
 * download it (issue 31). It is fixed over the page, so its later arrival moves nothing.
 */
export function SmartBanner({ appStoreUrl, googlePlayUrl }: SmartBannerProps) {
  const [platform, setPlatform] = useState<SmartBannerPlatform | null>(null);

  useEffect(() => {
    setPlatform(smartBannerPlatform(document.cookie, navigator.userAgent));
  }, []);

  if (platform === null) return null;
  return (
    <Suspense fallback={null}>
      <SmartBannerView
        appStoreUrl={appStoreUrl}
        googlePlayUrl={googlePlayUrl}
        platform={platform}
      />
    </Suspense>
  );
}
