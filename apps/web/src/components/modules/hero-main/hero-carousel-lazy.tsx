'use client';

import { lazyIsland } from '@/components/islands/lazy-island';

/**
 * The hero's carousel, in a chunk of its own: only a page that shows a hero_main loads it
 * (docs/web.md "What keeps the first load short").
 */
export const HeroCarousel = lazyIsland(() => import('./hero-carousel').then((m) => m.HeroCarousel));
