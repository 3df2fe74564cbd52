'use client';

import { lazyIsland } from '@/components/islands/lazy-island';

/**
 * The statistic module's card leaders, in a chunk of their own: only a page that shows the
 * module loads their code, not every CMS page the module registry reaches (docs/web.md "What
 * keeps the first load short").
 */
export const CardLeaders = lazyIsland(() => import('./card-leaders').then((m) => m.CardLeaders));
