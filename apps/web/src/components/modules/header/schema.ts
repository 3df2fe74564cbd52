import { z } from 'zod';

/** 000 §2.10 'header' module: a section title, optionally an in-page anchor (`#anchor`). */
export const headerPayloadSchema = z.looseObject({
  title: z.string().trim().min(1),
  anchor: z
    .string()
    .trim()
    .regex(/^[A-Za-z][\w-]*$/)
    .nullish()
    .catch(null),
});
