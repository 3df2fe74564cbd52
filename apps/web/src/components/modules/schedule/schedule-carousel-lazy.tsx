'use client';

import { lazyIsland } from '@/components/islands/lazy-island';

/**
 * The schedule's carousel, in a chunk of its own: only a page that shows a schedule or match
 * list loads it (docs/web.md "What keeps the first load short").
 */
export const ScheduleCarousel = lazyIsland(() =>
  import('./schedule-carousel').then((m) => m.ScheduleCarousel),
);
