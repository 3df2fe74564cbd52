import { browserApi } from '@trybuna/api-client/browser';
import { surveySchema } from '@/components/modules/survey/schema';
import { SurveyCard } from '@/components/modules/survey/survey-card';
import { surveyView, type SurveyView } from '@/components/modules/survey/survey-view';

/*
 * What a match centre survey item needs once it nears the screen, in a chunk of its own
 * (`timeline-survey.tsx` imports it on demand): the survey's read, its schema and the card.
 * A page whose survey item stays far down never loads the card's code or the schema's zod.
 */

export { SurveyCard };

/** 001 §3 the survey as the card shows it (`GET surveys/{id}`); null when it cannot be read. */
export async function readTimelineSurvey(
  apiBase: string,
  surveyId: string,
): Promise<SurveyView | null> {
  const { api, client } = await browserApi(apiBase, 'interactive');
  const { data } = await api.getSurvey(client, surveyId);
  const parsed = surveySchema.safeParse(data);
  return parsed.success ? surveyView(parsed.data) : null;
}
