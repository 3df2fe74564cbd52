'use client';

import dynamic from 'next/dynamic';

/**
 * The statistic module's card leaders, in a chunk of their own: only a page that shows the
 * module loads their code (the server's HTML preloads it there), not every CMS page the module
 * registry reaches (docs/web.md "What else keeps the first load short").
 */
export const CardLeaders = dynamic(() => import('./card-leaders').then((m) => m.CardLeaders));
