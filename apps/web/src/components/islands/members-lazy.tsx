'use client';

import { lazyIsland } from './lazy-island';

/*
 * The members-only islands (`members.ts`), each in a chunk of its own: most pages show none of
 * them (a lock only on members-only content), and the module registry and the views reach them
 * from every CMS page (docs/web.md "What keeps the first load short").
 */

export const LockButton = lazyIsland(() =>
  import('@/components/auth/lock-button').then((m) => m.LockButton),
);
export const LoginPrompt = lazyIsland(() =>
  import('@/components/auth/login-prompt').then((m) => m.LoginPrompt),
);
export const MembersArticle = lazyIsland(() =>
  import('@/components/auth/members-article').then((m) => m.MembersArticle),
);
export const MembersPage = lazyIsland(() =>
  import('@/components/auth/members-page').then((m) => m.MembersPage),
);
