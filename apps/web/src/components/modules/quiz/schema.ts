import { z } from 'zod';
import { optionalImageSchema } from '@/components/modules/image-schema';

const count = z.number().int().positive().nullish().catch(null);

/**
 * 001 §3 quiz as the page includes it (`components.quiz`, `components.quiz.image`): the same for
 * every visitor (an ended quiz shows only its name, end time and picture to anonymous callers;
 * the fan's own figures are read in the browser with their token).
 */
const quizSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  end_time: z.string().nullish().catch(null),
  number_of_attempt_questions: count,
  seconds_for_answer: z.number().positive().nullish().catch(null),
  quiz_prize: z
    .looseObject({
      name: z.string().nullish().catch(null),
      value: z.union([z.number(), z.string()]).nullish().catch(null),
      currency: z.string().nullish().catch(null),
    })
    .nullish()
    .catch(null),
  image: optionalImageSchema,
});

/** 000 §3 `quiz` module: the component's `quiz` relationship (the CMS row's `quizId`). */
export const quizPayloadSchema = z.looseObject({ quiz: quizSchema });

export type QuizData = z.infer<typeof quizSchema>;
