'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFailedRead } from '@/components/chrome/toasts/use-failed-read';
import { useNearScreen } from '@/components/chrome/use-near-screen';
import type { SurveyView } from '@/components/modules/survey/survey-view';
import type { SurveyCard } from './timeline-survey-read';
import styles from './timeline.module.css';

/**
 * How near the screen a survey item comes before it is read: a phone's first load of a live
 * match (its survey a few items down the timeline) does not read it or load its code.
 */
const READ_MARGIN = '300px 0px';

type Card = typeof SurveyCard;

/**
 * 001 §3 a survey item of the match centre: once it nears the screen, the survey is read in the
 * browser (`GET surveys/{id}`) and shown as the page module shows it, voting included; the
 * read, the schema and the card load then, in one chunk (`timeline-survey-read.tsx`). Until
 * it is read (or if it cannot be: logged, the data-load toast), `fallback` (the item's kind
 * and title).
 */
export function TimelineSurvey({
  surveyId,
  apiBase,
  fallback,
}: {
  surveyId: string;
  apiBase: string;
  fallback: ReactNode;
}) {
  const [shown, setShown] = useState<{ view: SurveyView; Card: Card } | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearScreen(placeholder, READ_MARGIN);
  const readFailure = useFailedRead('survey');
  useEffect(() => {
    if (!near) return;
    let current = true;
    void import('./timeline-survey-read')
      .then(async ({ readTimelineSurvey, SurveyCard }) => {
        const view = await readTimelineSurvey(apiBase, surveyId);
        if (current && view) setShown({ view, Card: SurveyCard });
      })
      .catch((error: unknown) => {
        // 000 §8: the item keeps its fallback; the failure is reported with the toast.
        if (current) readFailure.failed(error);
      });
    return () => {
      current = false;
    };
  }, [near, apiBase, surveyId, readFailure]);
  if (!shown || shown.view.answers.length === 0)
    return (
      // Laid out as the item's body lays out its parts.
      <div ref={placeholder} className={styles.body}>
        {fallback}
      </div>
    );
  const { view, Card } = shown;
  return <Card survey={view} apiBase={apiBase} headingLevel={3} />;
}
