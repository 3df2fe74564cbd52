'use client';

import { lazyIsland } from './lazy-island';

/*
 * The members-only islands (`members.ts`), each in a chunk of its own: most pages show none of
 * them (a lock only on members-only content), and the module registry and the views reach them
 * from every CMS page (docs/web.md "What keeps the first load short"). The members-only bodies
 * are in members-content-lazy.tsx: they render the content builder, whose modules import these
 * locks, so one file holding both would close an import cycle.
 */

export const LockButton = lazyIsland(() =>
  import('@/components/auth/lock-button').then((m) => m.LockButton),
);
export const LoginPrompt = lazyIsland(() =>
  import('@/components/auth/login-prompt').then((m) => m.LoginPrompt),
);
