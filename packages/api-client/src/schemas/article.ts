import { z } from 'zod';
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
  category: z
    .looseObject({ id: z.union([z.number(), z.string()]).nullish(), name: text })
    .nullish(),
  images: z.record(z.string(), z.string()).nullish(),
  cover_url: text,
  mobile_cover_url: text,
  image: imageSchema.nullish(),
  tags: z.array(tagSchema).optional(),
  publication_category: publicationCategorySchema.nullish(),
  page_type: pageTypeSchema.nullish(),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;
