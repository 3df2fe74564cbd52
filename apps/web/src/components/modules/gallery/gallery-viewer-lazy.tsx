'use client';

import { lazyIsland } from '@/components/islands/lazy-island';

/**
 * The gallery's viewer, in a chunk of its own: only a page that shows a gallery loads its code,
 * not every CMS page the module registry reaches (docs/web.md "What keeps the first load
 * short"). Its rules are the module's, which the server part imports.
 */
export const GalleryViewer = lazyIsland(() =>
  import('./gallery-viewer').then((m) => m.GalleryViewer),
);
