import { z } from 'zod';
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
  image: imageSchema.nullish(),
  images: z.array(imageSchema).optional(),
  articles: z.array(articleSummarySchema).optional(),
  match: matchSchema.nullish(),
  matches: z.array(matchSchema).optional(),
  match_pending_image: imageSchema.nullish(),
  match_live_image: imageSchema.nullish(),
  squad: squadSchema.nullish(),
  survey: surveySchema.nullish(),
  quiz: quizSchema.nullish(),
  products: z.array(productSchema).optional(),
  contacts: z.array(contactSchema).optional(),
  faq_questions: z.array(faqQuestionSchema).optional(),
  payment_options: z.array(paymentOptionSchema).optional(),
});

/** 000 §3 article with its content modules. */
export const articleSchema = articleSummarySchema.extend({
  components: z.array(componentSchema).optional(),
});

/** 000 §3 current page (CMS page): looked up by kind and slug, holds components. */
export const pageSchema = resource('pages', {
  kind: text,
  slug: text,
  title: text,
  description: text,
  locale: text,
  signed_in_only: flag,
  components: z.array(componentSchema).optional(),
});

export type Component = z.infer<typeof componentSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Page = z.infer<typeof pageSchema>;
