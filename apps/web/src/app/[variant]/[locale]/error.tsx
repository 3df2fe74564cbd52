'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { errorRedirectPath, resolveSection, type AppVariant } from '@trybuna/domain';
import { ErrorView } from '@/components/chrome/error-view';
import type { ErrorDetails } from '@/lib/error-details';
import { isVariant } from '@/lib/variant';

/**
 * The error page of 000 §8: status 500 with the message and stack (DEV and TEST) or the event
 * id (where reporting is configured), then the sub-site home after 5 s (or /offline/ when the
 * browser is offline). The details load after the page shows (lib/error-details.ts).
 */
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ variant: string; path?: string[] }>();
  const app: AppVariant = isVariant(params.variant) ? params.variant : 'soccer';
  const path = typeof window === 'undefined' ? '/' : window.location.pathname;
  const section = resolveSection({ path, app });
  const [details, setDetails] = useState<ErrorDetails>();
  useEffect(() => {
    let current = true;
    void import('@/lib/error-details')
      .then(({ errorDetails }) => errorDetails(error))
      .then((found) => {
        if (current) setDetails(found);
      });
    return () => {
      current = false;
    };
  }, [error]);
  return (
    <main id="main">
      <ErrorView code={500} details={details} redirectTo={errorRedirectPath(section, app)} />
    </main>
  );
}
