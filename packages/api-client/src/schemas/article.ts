import * as z from 'zod/mini';
import {
  flag,
  imageSchema,
  int,
  pageTypeSchema,
  publicationCategorySchema,
  tagSchema,
  text,
  typedResource,
} from './common';

/**
 * 000 §3 article, without its content modules (a list item, a news module's article). `type` is
 * the article type (News, StaticPage, Event) when the attribute is present.
 */
export const articleSummarySchema = typedResource({
  kind: text,
  slug: text,
  title: text,
  locale: text,
  teaser: text,
  body: text,
  author: text,
  photo_author: text,
  share_url: text,
  publication_time: text,
  published_at: text,
  created_at: text,
  with_photo: flag,
  with_video: flag,
  signed_in_only: flag,
  content_gated: flag,
  client_id: text,
  video_url: text,
  likes_count: int,
  category: z.nullish(
    z.looseObject({ id: z.nullish(z.union([z.number(), z.string()])), name: text }),
  ),
  images: z.nullish(z.record(z.string(), z.string())),
  cover_url: text,
  mobile_cover_url: text,
  image: z.nullish(imageSchema),
  tags: z.optional(z.array(tagSchema)),
  publication_category: z.nullish(publicationCategorySchema),
  page_type: z.nullish(pageTypeSchema),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;
