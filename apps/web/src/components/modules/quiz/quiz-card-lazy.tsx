'use client';

import dynamic from 'next/dynamic';

/**
 * The quiz card, in a chunk of its own: only a page that shows a quiz loads its code (the
 * server's HTML preloads it there); the module registry reaches every CMS page, and a static
 * import put the card in the first load of each (docs/web.md "What else keeps the first load
 * short").
 */
export const QuizCard = dynamic(() => import('./quiz-card').then((m) => m.QuizCard));
