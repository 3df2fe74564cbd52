'use client';

import { lazyIsland } from '@/components/islands/lazy-island';

/** The payment option picker, in a chunk of its own (docs/web.md "What keeps the first load short"). */
export const DonatePicker = lazyIsland(() => import('./donate-picker').then((m) => m.DonatePicker));
