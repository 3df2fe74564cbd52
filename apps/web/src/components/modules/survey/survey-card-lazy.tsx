'use client';

import dynamic from 'next/dynamic';

/**
 * The survey card, in a chunk of its own: only a page that shows a survey module loads its code
 * (the server's HTML preloads it there), not every CMS page the module registry reaches
 * (docs/web.md "What else keeps the first load short"). The match centre's timeline survey
 * imports the card itself.
 */
export const SurveyCard = dynamic(() => import('./survey-card').then((m) => m.SurveyCard));
