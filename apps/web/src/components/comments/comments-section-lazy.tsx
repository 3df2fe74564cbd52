'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { HydrationSlice } from '@/components/chrome/hydration-slice';
// The comments' rules load with the page's stylesheet, not as a render-blocking file of the
// lazy chunk's own (issue 31: one shared stylesheet besides the layout's).
import './comments.module.css';

const Comments = dynamic(() => import('./comments-section').then((m) => m.CommentsSection));

/**
 * The comments, in a chunk of their own: only an article or match centre that shows them loads
 * their code (the server's HTML preloads it there), not every page of the route (docs/web.md
 * "What else keeps the first load short"). In a hydration slice, so the rest of the page does
 * not wait for that chunk to hydrate.
 */
export function CommentsSection(props: ComponentProps<typeof Comments>) {
  return (
    <HydrationSlice>
      <Comments {...props} />
    </HydrationSlice>
  );
}
