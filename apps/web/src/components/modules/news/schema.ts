import { z } from 'zod';
import { articleSchema } from '@trybuna/api-client';
import { isNewsLayout, type NewsLayout } from '@trybuna/domain';

/** 000 §3 news module: layout, articles, description (subtitle), button_text, title, external_url. */
export const newsPayloadSchema = z.looseObject({
  layout: z
    .string()
    .nullish()
    .transform((value): NewsLayout => {
      const upper = value?.toUpperCase();
      return isNewsLayout(upper) ? upper : 'REGULAR';
    }),
  title: z.string().trim().min(1).nullish().catch(null),
  description: z.string().trim().min(1).nullish().catch(null),
  button_text: z.string().trim().min(1).nullish().catch(null),
  external_url: z.string().trim().min(1).nullish().catch(null),
  articles: z.array(articleSchema).catch([]),
});
