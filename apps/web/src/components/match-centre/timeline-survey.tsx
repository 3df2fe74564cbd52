'use client';

import { useEffect, useState } from 'react';
import { browserApi } from '@trybuna/api-client/browser';
import { useFailedRead } from '../chrome/toasts/use-failed-read';
import { surveySchema } from '../modules/survey/schema';
import { SurveyCard } from '../modules/survey/survey-card';
import { surveyView, type SurveyView } from '../modules/survey/survey-view';

/**
 * 001 §3 a survey item of the match centre: the survey read in the browser (`GET surveys/{id}`)
 * and shown as the page module shows it, voting included; until it is read (or if it cannot
 * be: logged, the data-load toast), `fallback` (the item's kind and title).
 */
export function TimelineSurvey({
  surveyId,
  apiBase,
  fallback,
}: {
  surveyId: string;
  apiBase: string;
  fallback: React.ReactNode;
}) {
  const [view, setView] = useState<SurveyView | null>(null);
  const readFailure = useFailedRead('survey');
  useEffect(() => {
    let current = true;
    void browserApi(apiBase, 'interactive')
      .then(({ api, client }) => api.getSurvey(client, surveyId))
      .then(({ data }) => {
        const parsed = surveySchema.safeParse(data);
        if (current && parsed.success) setView(surveyView(parsed.data));
      })
      .catch((error: unknown) => {
        // 000 §8: the item keeps its fallback; the failure is reported with the toast.
        if (current) readFailure.failed(error);
      });
    return () => {
      current = false;
    };
  }, [apiBase, surveyId, readFailure]);
  if (!view || view.answers.length === 0) return <>{fallback}</>;
  return <SurveyCard survey={view} apiBase={apiBase} headingLevel={3} />;
}
