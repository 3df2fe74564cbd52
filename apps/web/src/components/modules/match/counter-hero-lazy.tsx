'use client';

import { lazyIsland } from '@/components/islands/lazy-island';

/**
 * The match counter hero's island (status, countdown, re-reads), in a chunk of its own: only a
 * page that shows a match module loads it (docs/web.md "What keeps the first load short").
 */
export const CounterHero = lazyIsland(() => import('./counter-hero').then((m) => m.CounterHero));
