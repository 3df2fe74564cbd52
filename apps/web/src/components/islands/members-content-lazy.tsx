'use client';

import { lazyIsland } from './lazy-island';

/*
 * The members-only bodies (`members-content.ts`), each in a chunk of its own, loaded for a members-only
 * article or page only. Apart from members-lazy.tsx (the locks and prompts the modules use):
 * these render the content builder, so the modules must not import this file.
 */

export const MembersArticle = lazyIsland(() =>
  import('@/components/auth/members-article').then((m) => m.MembersArticle),
);
export const MembersPage = lazyIsland(() =>
  import('@/components/auth/members-page').then((m) => m.MembersPage),
);
