'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { OFFLINE_PATH } from '@/components/chrome/paths';

interface RouteErrorProps {
  error: Error & { digest?: string };
}

/** Offline, the browser goes to /offline/ instead (as the error page itself would). */
const Offline: ComponentType<RouteErrorProps> = () => null;

/**
 * The error page's code loads when a page fails, not with every page (issue 31: the boundary
 * itself is in each page's first load). Offline, where it cannot load, the browser goes to
 * /offline/ as the error page would have at once (000 §8).
 */
const RouteErrorView = lazy((): Promise<{ default: ComponentType<RouteErrorProps> }> =>
  import('@/components/chrome/route-error-view').then(
    (m) => ({ default: m.RouteErrorView }),
    (error: unknown) => {
      if (navigator.onLine) throw error;
      window.location.assign(OFFLINE_PATH);
      return { default: Offline };
    },
  ),
);

/** The error page of 000 §8 (components/chrome/route-error-view.tsx). */
export default function RouteError({ error }: RouteErrorProps) {
  return (
    <main id="main">
      <Suspense fallback={null}>
        <RouteErrorView error={error} />
      </Suspense>
    </main>
  );
}
