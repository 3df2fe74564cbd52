import { z } from 'zod';
import { moduleImageSchema } from '@/components/modules/image-schema';

const answerResourceSchema = z.looseObject({
  name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  image: moduleImageSchema.nullish().catch(null),
});

const answerSchema = z.looseObject({
  id: z.string().min(1),
  content: z.string().nullish(),
  answers_count: z.number().int().nonnegative().nullish().catch(0),
  image: moduleImageSchema.nullish().catch(null),
  resource: answerResourceSchema.nullish().catch(null),
});

/** 001 §3 survey as the page includes it (question, kind, status, image, answers). */
export const surveySchema = z.looseObject({
  id: z.string().min(1),
  question: z.string().trim().min(1),
  answers_type: z.string().nullish(),
  status: z.string().nullish(),
  image: moduleImageSchema.nullish().catch(null),
  answers: z.array(answerSchema).catch([]),
});

/** 000 §3 `survey` module: the component's `survey` relationship. */
export const surveyPayloadSchema = z.looseObject({ survey: surveySchema });

export type SurveyData = z.infer<typeof surveySchema>;
