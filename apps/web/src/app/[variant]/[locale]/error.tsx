'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { errorRedirectPath, resolveSection, type AppVariant } from '@trybuna/domain';
import { ErrorView } from '../../../components/chrome/error-view';
import { reportError } from '../../../lib/error-reporting';
import { isVariant } from '../../../lib/variant';

/**
 * The error page of 000 §8: status 500 with the message, then the sub-site home after 5 s
 * (or /offline/ when the browser is offline). The error is reported when SENTRY_DSN is set.
 */
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ variant: string; path?: string[] }>();
  const app: AppVariant = isVariant(params.variant) ? params.variant : 'soccer';
  const path = typeof window === 'undefined' ? '/' : window.location.pathname;
  const section = resolveSection({ path, app });
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <main id="main">
      <ErrorView
        code={500}
        message={error.digest ?? error.message}
        redirectTo={errorRedirectPath(section, app)}
      />
    </main>
  );
}
