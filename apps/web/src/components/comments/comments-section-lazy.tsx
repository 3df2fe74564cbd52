'use client';

import { lazyIsland } from '@/components/islands/lazy-island';
// The comments' rules load with the page's stylesheet, not as a render-blocking file of the
// lazy chunk's own (issue 31: one shared stylesheet besides the layout's).
import './comments.module.css';

/**
 * The comments, in a chunk of their own: only an article or match centre that shows them loads
 * their code, not every page of the route (docs/web.md "What keeps the first load short"). The
 * island hydrates on its own (`lazyIsland`'s Activity boundary), so the rest of the page does
 * not wait for that chunk.
 */
export const CommentsSection = lazyIsland(() =>
  import('./comments-section').then((m) => m.CommentsSection),
);
