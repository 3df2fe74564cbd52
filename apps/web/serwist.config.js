// Serwist in configurator mode (Next 16 builds with Turbopack, so no webpack plugin): after
// `next build`, `serwist build` reads this file, bundles src/sw.ts with esbuild and injects
// the precache manifest. The page registers /service-worker.js itself
// (src/components/chrome/service-worker-registration.tsx).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serwist } from '@serwist/next/config';

/** Must equal OFFLINE_PATH in src/components/chrome/paths.ts. */
const OFFLINE_PATH = '/offline/';

/** The build id revisions the /offline/ page: a new build re-fetches it. */
function buildRevision() {
  try {
    return readFileSync('.next/BUILD_ID', 'utf8').trim();
  } catch {
    return randomUUID();
  }
}

/**
 * What a first visit precaches: the /offline/ page, the site's stylesheets (~96 kB, ~20 KiB
 * gzipped: pages link them since issue 31, and the offline page needs its own) and the six
 * font files, ~90 KiB, nothing else. The build's scripts (~70 files, ~2 MB) are cached as pages
 * use them (src/sw.ts, cache-first on /_next/static/). Precaching them all cost every first
 * visit ~80 requests right after `load` and ~3.5 s of CPU per fresh visit, machine-wide (four
 * loads of the home: 39.7–41.8 CPU-seconds with the full precache, 26.2–26.6 with no worker;
 * docs/benchmarks.md): a phone's data and battery, and the e2e suite's time.
 */
const PRECACHED = ['.next/static/media/*.woff2', '.next/static/chunks/*.css'];

export default serwist({
  swSrc: 'src/sw.ts',
  swDest: 'public/service-worker.js',
  globPatterns: PRECACHED,
  // Not every article page: pages are cached at runtime as they are visited.
  precachePrerendered: false,
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: buildRevision() }],
  // Embeds are framed by CMS pages online only; serwist would list them under a wrong URL
  // (`/public/embeds/…` without `.html`), a 404 that fails the worker's install.
  globIgnores: ['public/**/*.map', 'public/embeds/**'],
});
