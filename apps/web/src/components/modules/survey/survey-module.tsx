import type { ModuleProps } from '@/components/modules/types';
import { SurveyCard } from './survey-card-lazy';
import { surveyView } from './survey-view';
import { surveyPayloadSchema } from './schema';

/** 000 §2.10, 001 §3 `survey` module: the component's survey as a card (`SurveyCard`). */
export function SurveyModule({ component, context }: ModuleProps) {
  const parsed = surveyPayloadSchema.safeParse(component);
  if (!parsed.success || !context.apiBase) return null;
  const view = surveyView(parsed.data.survey);
  if (view.answers.length === 0) return null;
  return <SurveyCard className="container" survey={view} apiBase={context.apiBase} />;
}
