'use client';

import { nearScreenIsland } from '@/components/islands/near-screen-island';
// Its rules join the page's stylesheet (a lazy chunk's own CSS would be a file of its own).
import './quiz-module.module.css';

/**
 * The quiz card, in a chunk of its own that loads when the card comes near the screen: the
 * module registry reaches every CMS page, and a quiz sits low on the pages that show one
 * (docs/web.md "What keeps the first load short"). The server's HTML shows it meanwhile, its
 * controls disabled.
 */
export const QuizCard = nearScreenIsland(() => import('./quiz-card').then((m) => m.QuizCard));
