'use client';

import dynamic from 'next/dynamic';

/**
 * The gallery's viewer, in a chunk of its own: only a page that shows a gallery loads its code
 * (the server's HTML preloads it there), not every CMS page the module registry reaches
 * (docs/web.md "What else keeps the first load short").
 */
export const GalleryViewer = dynamic(() => import('./gallery-viewer').then((m) => m.GalleryViewer));
