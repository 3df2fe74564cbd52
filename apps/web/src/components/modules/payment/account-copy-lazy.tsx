'use client';

import { lazyIsland } from '@/components/islands/lazy-island';

/** The bank account's copy button, in a chunk of its own (docs/web.md "What keeps the first load short"). */
export const AccountCopy = lazyIsland(() => import('./account-copy').then((m) => m.AccountCopy));
