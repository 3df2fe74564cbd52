'use client';

import { lazyIsland } from '@/components/islands/lazy-island';
// Its rules join the page's stylesheet (a lazy chunk's own CSS would be a file of its own).
import './share-button.module.css';

/**
 * The share button, in a chunk of its own: only a page that shows one loads it (docs/web.md
 * "What keeps the first load short"). Server components import this; a client component that
 * shows a share button imports `ShareButton` from `@/components/share` itself.
 */
export const ShareButton = lazyIsland(() => import('./share-button').then((m) => m.ShareButton));
