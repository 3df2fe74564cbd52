import { z } from 'zod';

const faqQuestionSchema = z.looseObject({
  id: z.string().min(1),
  question: z.string().nullish(),
  answer: z.string().nullish(),
});

/** 000 §3 FAQ module: `faq_questions[]` with question and answer (HTML), optional title. */
export const faqPayloadSchema = z.looseObject({
  title: z.string().trim().min(1).nullish().catch(null),
  faq_questions: z.array(faqQuestionSchema),
});
