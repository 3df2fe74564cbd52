'use client';

import { useEffect } from 'react';
import { reportError } from '@/lib/error-reporting';

/**
 * Last resort when the root layout itself fails (000 §8 "template load failure"): a bare page
 * with the spec's message; the error is reported.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <html lang="pl">
      <body>
        <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1.5rem' }}>
          <h1>Error</h1>
          <p>
            An error occurred loading this page&apos;s template. More information is available in
            the console.
          </p>
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- The root layout failed: a full load, not a client navigation inside the broken app. */}
            <a href="/">Strona główna</a>
          </p>
        </main>
      </body>
    </html>
  );
}
