import { z } from 'zod';
import { articleSchema } from '@trybuna/api-client';

/** 000 §2.10 hero_main: a carousel of articles. */
export const heroMainPayloadSchema = z.looseObject({
  articles: z.array(articleSchema).min(1),
});
