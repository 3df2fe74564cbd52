'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { errorRedirectPath, resolveSection, type AppVariant } from '@trybuna/domain';
import type { ErrorDetails } from '@/lib/error-details';
import { isVariant } from '@/lib/variant';
import { ErrorView } from './error-view';

/**
 * The error page of 000 §8 for a route's error boundary (app/[variant]/[locale]/error.tsx,
 * which loads this module only when a page fails): status 500 with the message and stack (DEV
 * and TEST) or the event id (where reporting is configured), then the sub-site home after 5 s
 * (or /offline/ when the browser is offline). The details load after the page shows
 * (lib/error-details.ts).
 */
export function RouteErrorView({ error }: { error: Error & { digest?: string } }) {
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
  return <ErrorView code={500} details={details} redirectTo={errorRedirectPath(section, app)} />;
}
