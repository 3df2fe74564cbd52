import { z } from 'zod';

/** 000 §2.10 quotation module: HTML (the demo content wraps it in its own <blockquote>). */
export const quotationPayloadSchema = z.looseObject({
  html: z.string().trim().min(1),
});
