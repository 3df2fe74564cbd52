import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';

/**
 * Messages reach the formatter compiled (`icu-minify`, src/lib/i18n.ts), so `use-intl` formats
 * them with its format-only build: no ICU parser in the browser and no `IntlMessageFormat` set-up
 * on the first message (docs/web.md "Language"). The relative path works around
 * vercel/next.js#88540, as next-intl's own plugin does.
 */
const FORMAT_ONLY = `./${path.relative(
  process.cwd(),
  createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
)}`;

/** Turbopack's CSS chunking (see `experimental.cssChunking` below). */
const CSS_CHUNKING = { type: 'graph', requestCost: 10_000_000 } as const;

/** Headers every response carries; the CSP depends on run-time origins and is set in `src/proxy.ts`. */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

const config: NextConfig = {
  // The workspace packages ship TypeScript sources.
  transpilePackages: ['@trybuna/api-client', '@trybuna/config', '@trybuna/domain'],
  poweredByHeader: false,
  reactStrictMode: true,
  // The build type-checks the site (Next's default): a type error never reaches a running site,
  // whichever command built it (issue 30).
  // The page and data caches (ISR) live in memory: they mirror the API this process talks to,
  // so a fresh `npm start` (or a fresh demo database) never serves pages cached by an earlier run.
  // CSS comes as stylesheets a page links (cached across pages), not inline: `inlineCss`
  // put the whole route's CSS (~94 kB) into every HTML and again into its RSC payload (issue 31,
  // docs/web.md "What keeps the first load short").
  // Turbopack's build cache (`.next/cache`) speeds up the next `npm start` after a change; a CI
  // checkout is built once and thrown away, so there it only costs the ~12 s of writing it.
  experimental: {
    isrFlushToDisk: false,
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // One render-blocking stylesheet per page instead of Turbopack's default 2-5 (issue 31):
    // 'graph' chunking with a request priced far above the site's whole CSS (~95 kB, ~20 KiB
    // gzipped) puts every page's CSS, the root layout's included, in one file cached across
    // pages. It never puts a global (non-module) stylesheet in a file that a chunk group not
    // importing it loads, which kept globals.css and the layout's CSS in a second file: the
    // globals are a CSS Module (app/globals.module.css). Only Turbopack accepts 'graph', and
    // `serwist build` loads this file without `TURBOPACK` set, so the option is there only when
    // Turbopack builds. The order of rules does not decide the cascade: the globals sit in
    // layers (docs/web.md "Styling").
    ...(process.env.TURBOPACK ? { cssChunking: CSS_CHUNKING } : {}),
  },
  // In the browser, `zod` runs without its eval-based JIT (src/lib/zod-browser.ts: CSP).
  turbopack: {
    resolveAlias: {
      zod: { browser: './src/lib/zod-browser.ts' },
      'use-intl/format-message': FORMAT_ONLY,
    },
  },
  headers() {
    return Promise.resolve([
      { source: '/:path*', headers: SECURITY_HEADERS },
      // Pages are never framed (the CSP's frame-ancestors 'none' says the same to newer
      // browsers). `/embeds/` holds the widgets the CMS's iframe module frames on the page's own
      // origin (static files and the 360° viewer): framed by that origin only.
      { source: '/((?!embeds/).*)', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      { source: '/embeds/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
      {
        source: '/embeds/:file(.+\\.html)',
        headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors 'self'" }],
      },
    ]);
  },
};

export default config;
