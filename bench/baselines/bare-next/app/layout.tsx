import type { ReactNode } from 'react';

/** The Lighthouse baseline (bench/pages.bench.ts): a bare App Router layout, no client code. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pl">
      <head>
        <meta name="description" content="Lighthouse baseline: a bare Next.js page" />
      </head>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>{children}</body>
    </html>
  );
}
