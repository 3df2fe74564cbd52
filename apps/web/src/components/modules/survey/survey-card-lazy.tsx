'use client';

import { nearScreenIsland } from '@/components/islands/near-screen-island';
// Its rules join the page's stylesheet (a lazy chunk's own CSS would be a file of its own).
import './survey-module.module.css';

/**
 * The survey card, in a chunk of its own that loads when the card comes near the screen, not
 * with every CMS page the module registry reaches (docs/web.md "What keeps the first load
 * short"). The server's HTML shows it meanwhile, its answers disabled. The match centre's
 * timeline survey imports the card itself.
 */
export const SurveyCard = nearScreenIsland(() => import('./survey-card').then((m) => m.SurveyCard));
