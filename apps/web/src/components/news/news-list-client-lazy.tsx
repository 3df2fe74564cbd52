'use client';

import { lazyIsland } from '@/components/islands/lazy-island';
// Its rules join the page's stylesheet (a lazy chunk's own CSS would be a file of its own).
import './news-list.module.css';

/**
 * A news list's client part ('show more', search results), in a chunk of its own: only a news
 * list loads it, not every page of the route (docs/web.md "What keeps the first load short").
 */
export const NewsListClient = lazyIsland(() =>
  import('./news-list-client').then((m) => m.NewsListClient),
);
