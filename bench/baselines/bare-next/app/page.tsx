import { connection } from 'next/server';
import { LcpElement, readSpec } from './lcp-element';

/**
 * The Lighthouse baseline. `/?lcp=<template>` (bench/pages.bench.ts): nothing but the template's
 * largest-paint element, the same picture or the same text (`lcp-element.tsx`). `/`: the baseline
 * of an article page (football.bench.ts), a title, a lead and the same cover picture (the same
 * srcset from the same API, passed in `BARE_COVER_SRC` / `BARE_COVER_SRCSET`). No client
 * component of its own either way, so the gap to the site's page is the site's.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const { lcp } = await searchParams;
  const spec = typeof lcp === 'string' ? readSpec(lcp) : null;
  if (spec) {
    return (
      <main style={{ maxWidth: 1020, margin: '0 auto', padding: '0 16px' }}>
        <LcpElement spec={spec} />
      </main>
    );
  }
  const src = process.env.BARE_COVER_SRC ?? '';
  const srcSet = process.env.BARE_COVER_SRCSET?.trim() ? process.env.BARE_COVER_SRCSET : undefined;
  return (
    <main style={{ maxWidth: 1020, margin: '0 auto', padding: '0 16px' }}>
      <h1>Bare Next.js page with an article cover</h1>
      <p>
        The same cover picture as the measured article, at the same size and priority, with nothing
        else on the page: what Next.js and React cost before any of the site&apos;s code.
      </p>
      {src ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes="(min-width: 1200px) 1020px, 100vw"
          alt="Cover"
          width={1020}
          height={680}
          fetchPriority="high"
          style={{ width: '100%', height: 'auto' }}
        />
      ) : null}
    </main>
  );
}
