import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** A crop rectangle in source pixels. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An uploaded or generated picture; files live under `$DATA_DIR/images/{path}`. */
export const images = pgTable('images', {
  id: id(),
  /** Storage key, also the CDN-style path segment (`fit-in/…/{path}`). */
  path: text('path').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  author: text('author'),
  description: text('description'),
  /** Crops by name (000 §3: article_list_thumbnail…, desktopHero, mobileHero). */
  crops: jsonb('crops').$type<Record<string, Crop>>().notNull().default({}),
  createdAt: createdAt(),
});

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('tags_slug_idx').on(t.slug)],
);

/** Who liked what (000 §7.3): one row per like, its virtual user id unique. */
export const likes = pgTable(
  'likes',
  {
    id: id(),
    virtualUserId: text('virtual_user_id').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('likes_virtual_user_idx').on(t.virtualUserId),
    index('likes_resource_idx').on(t.resourceType, t.resourceId),
  ],
);

/** Per-resource like counters, bumped by one atomic statement per accepted like. */
export const likeCounters = pgTable(
  'like_counters',
  {
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('like_counters_pk').on(t.resourceType, t.resourceId)],
);
