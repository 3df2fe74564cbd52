import { z } from 'zod';

/** 000 §2.10 text module: HTML, and an optional anchor id for in-page links. */
export const textPayloadSchema = z.looseObject({
  html: z.string().trim().min(1),
  anchor: z.string().trim().min(1).nullish().catch(null),
});
