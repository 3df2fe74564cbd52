/**
 * The service worker's source (000 §4.7, §7.6). `serwist build` (serwist.config.js) bundles it
 * into public/service-worker.js after `next build` and injects the precache manifest in place
 * of `self.__SW_MANIFEST`: the /offline/ page, the stylesheets and the fonts only (serwist.config.js).
 * Pages, their scripts and pictures are cached as they are visited.
 *
 * The worker does not skip waiting by itself: an update waits until the page's 'new content'
 * toast posts `{ type: 'SKIP_WAITING' }`, which Serwist answers with `self.skipWaiting()`
 * (its constructor installs that message listener when `skipWaiting` is false).
 */
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RuntimeCaching,
} from 'serwist';
import { OFFLINE_PATH } from './components/chrome/paths';

// Typed here rather than with `lib: ["webworker"]`, which would leak worker globals into the
// whole app's type-check (the app's tsconfig uses the DOM lib).
declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

const DAY = 24 * 60 * 60;

const isPage = (sameOrigin: boolean, pathname: string) =>
  sameOrigin && !pathname.startsWith('/api/');

const runtimeCaching: RuntimeCaching[] = [
  {
    // Hashed build output never changes under the same URL.
    matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
    handler: new CacheFirst({
      cacheName: 'next-static',
      plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
    }),
  },
  {
    matcher: ({ request, url }) =>
      request.destination === 'font' || /\.(?:woff2?|ttf|otf|eot)$/i.test(url.pathname),
    handler: new CacheFirst({
      cacheName: 'fonts',
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 16, maxAgeSeconds: 365 * DAY }),
      ],
    }),
  },
  {
    matcher: ({ request, url }) =>
      request.destination === 'image' || url.pathname.startsWith('/_next/image'),
    handler: new StaleWhileRevalidate({
      cacheName: 'images',
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  },
  {
    // Client-side navigations fetch the page's RSC payload; keep visited ones for offline use.
    matcher: ({ request, sameOrigin, url }) =>
      isPage(sameOrigin, url.pathname) && request.headers.get('RSC') === '1',
    handler: new NetworkFirst({
      cacheName: 'pages-rsc',
      networkTimeoutSeconds: 10,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY }),
      ],
    }),
  },
  {
    // Full page loads: the network first, the visited copy when offline, else /offline/.
    matcher: ({ request, sameOrigin, url }) =>
      isPage(sameOrigin, url.pathname) && request.mode === 'navigate',
    handler: new NetworkFirst({
      cacheName: 'pages',
      networkTimeoutSeconds: 10,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY }),
      ],
    }),
  },
  // Anything else (the API, the connectivity probe, other hosts) goes to the network untouched:
  // a cached probe answer would report "online" while offline.
];

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: false,
  runtimeCaching,
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

serwist.addEventListeners();
