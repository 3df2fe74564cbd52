import localFont from 'next/font/local';

/*
 * (Paths are literals: next/font reads them at build time.)
 * The two families of DESIGN.md, self-hosted from @fontsource (no font download at build or run
 * time) and cut down to Latin and Latin Extended-A (Polish letters) by scripts/subset-fonts.ts,
 * which `build` and `dev` run first. Three faces, ~65 KiB (five full @fontsource faces were
 * ~250 KiB): condensed headings in 700 (the one 600 use renders in 700), text in 400 and 600
 * (bold text renders in 600, the browser's nearest heavier face being absent).
 * next/font adds metric-adjusted fallback faces and preloads the headings' face.
 * Each weight lists Latin Extended first and Latin last: the browser checks the last face
 * first and falls back to the earlier one for letters it lacks.
 */
export const displayFont = localFont({
  src: [
    {
      path: '../../.fonts/barlow-condensed-latin-ext-700.woff2',
      weight: '700',
    },
    {
      path: '../../.fonts/barlow-condensed-latin-700.woff2',
      weight: '700',
    },
  ],
  variable: '--font-display-face',
  // Condensed capitals are far narrower than any fallback's: a late swap would re-wrap every
  // heading and move the page. Preloaded, it is nearly always there for the first paint; when
  // it is not, this page view keeps the fallback and the next one has it from the cache.
  display: 'optional',
  fallback: ['Arial Narrow', 'system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});

export const textFont = localFont({
  src: [
    {
      path: '../../.fonts/inter-latin-ext-400.woff2',
      weight: '400',
    },
    {
      path: '../../.fonts/inter-latin-400.woff2',
      weight: '400',
    },
    {
      path: '../../.fonts/inter-latin-ext-600.woff2',
      weight: '600',
    },
    {
      path: '../../.fonts/inter-latin-600.woff2',
      weight: '600',
    },
  ],
  variable: '--font-text-face',
  display: 'swap',
  // Body text is everywhere: its files load with the CSS rather than ahead of the hero image.
  preload: false,
  fallback: ['system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
