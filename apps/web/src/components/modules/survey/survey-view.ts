import { surveyAnswerKind, type SurveyAnswerKind } from '@trybuna/domain';
import { pickImage, type ImageSource } from '@/components/modules/image-source';
import type { SurveyData } from './schema';

/** One answer as the survey card shows it: its label, its count, its picture (player, club). */
interface SurveyAnswerView {
  id: string;
  label: string;
  count: number;
  image: ImageSource | null;
}

/** What the survey card needs, plain data from the server (001 §3 survey). */
export interface SurveyView {
  id: string;
  question: string;
  kind: SurveyAnswerKind;
  status: string | null;
  image: ImageSource | null;
  answers: SurveyAnswerView[];
}

const VARIANTS = ['thumb', 'web', 'full'] as const;

/**
 * 001 §3 answer labels: a player's first and last name, a club's name, otherwise the answer's
 * content; answers without any label are left out.
 */
export function surveyView(survey: SurveyData): SurveyView {
  const kind = surveyAnswerKind(survey.answers_type);
  const answers = survey.answers.flatMap((answer): SurveyAnswerView[] => {
    const resource = answer.resource;
    const person = [resource?.first_name, resource?.last_name].filter(Boolean).join(' ');
    const content = answer.content?.trim() ?? '';
    const club = resource?.name?.trim() ?? '';
    const candidates =
      kind === 'player'
        ? [person, content, club]
        : kind === 'club'
          ? [club, content, person]
          : [content, person, club];
    const label = candidates.find((text) => text !== '') ?? '';
    if (label === '') return [];
    const image =
      kind === 'text'
        ? null
        : pickImage(answer.image ?? resource?.image, VARIANTS, { variantsOnly: false });
    return [{ id: answer.id, label, count: answer.answers_count ?? 0, image }];
  });
  return {
    id: survey.id,
    question: survey.question,
    kind,
    status: survey.status ?? null,
    image: pickImage(survey.image, ['web', 'full']),
    answers,
  };
}
