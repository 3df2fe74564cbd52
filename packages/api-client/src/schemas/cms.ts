import * as z from 'zod/mini';
import { articleSummarySchema } from './article';
import {
  contactSchema,
  faqQuestionSchema,
  flag,
  imageSchema,
  int,
  paymentOptionSchema,
  productSchema,
  resource,
  text,
} from './common';
import { squadSchema } from './football';
import { surveySchema } from './interactive';
import { matchSchema } from './match';
import { quizSchema } from './quizzes';

/**
 * 000 §2.10 / §3 content module: `kind` and `index` decide what and where; the module's
 * payload fields (title, layout, description…) are loose and pass through as they are.
 */
export const componentSchema = resource('components', {
  kind: z.string(),
  index: int,
  visibility: text,
  likes_count: int,
  image: z.nullish(imageSchema),
  images: z.optional(z.array(imageSchema)),
  articles: z.optional(z.array(articleSummarySchema)),
  match: z.nullish(matchSchema),
  matches: z.optional(z.array(matchSchema)),
  match_pending_image: z.nullish(imageSchema),
  match_live_image: z.nullish(imageSchema),
  squad: z.nullish(squadSchema),
  survey: z.nullish(surveySchema),
  quiz: z.nullish(quizSchema),
  products: z.optional(z.array(productSchema)),
  contacts: z.optional(z.array(contactSchema)),
  faq_questions: z.optional(z.array(faqQuestionSchema)),
  payment_options: z.optional(z.array(paymentOptionSchema)),
});

/** 000 §3 article with its content modules. */
export const articleSchema = z.extend(articleSummarySchema, {
  components: z.optional(z.array(componentSchema)),
});

/** 000 §3 current page (CMS page): looked up by kind and slug, holds components. */
export const pageSchema = resource('pages', {
  kind: text,
  slug: text,
  title: text,
  description: text,
  locale: text,
  signed_in_only: flag,
  components: z.optional(z.array(componentSchema)),
});

export type Component = z.infer<typeof componentSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Page = z.infer<typeof pageSchema>;
