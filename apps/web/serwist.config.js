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

export default serwist({
  swSrc: 'src/sw.ts',
  swDest: 'public/service-worker.js',
  // Not every article page: pages are cached at runtime as they are visited.
  precachePrerendered: false,
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: buildRevision() }],
  // Embeds are framed by CMS pages online only; serwist would list them under a wrong URL
  // (`/public/embeds/…` without `.html`), a 404 that fails the worker's install.
  globIgnores: ['public/**/*.map', 'public/embeds/**'],
});
