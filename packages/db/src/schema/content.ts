import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, parentKey, time } from './columns';
import { images, tags } from './media';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** News categories with the ids of 000 §2.4 (1, 34–43, 133, 265, 298). */
export const publicationCategories = pgTable('publication_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
});

/** Static page types: a static page is found by its page type's slug (000 §2.5). */
export const pageTypes = pgTable(
  'page_types',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('page_types_slug_idx').on(t.slug)],
);

export const ARTICLE_TYPES = ['News', 'StaticPage', 'Event'] as const;
export const ARTICLE_KINDS = ['standard', 'event', 'video', 'photo', '360'] as const;

/** Articles of 000 §3: news, static pages and events. */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    type: text('type', { enum: ARTICLE_TYPES }).notNull().default('News'),
    kind: text('kind', { enum: ARTICLE_KINDS }).notNull().default('standard'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    locale: text('locale').notNull().default('pl'),
    teaser: text('teaser'),
    /** HTML body; members-only bodies never leave the API without a valid user token. */
    body: text('body'),
    author: text('author'),
    photoAuthor: text('photo_author'),
    shareUrl: text('share_url').notNull(),
    publicationTime: time('publication_time').notNull(),
    publishedAt: time('published_at'),
    createdAt: createdAt(),
    withPhoto: boolean('with_photo').notNull().default(false),
    withVideo: boolean('with_video').notNull().default(false),
    signedInOnly: boolean('signed_in_only').notNull().default(false),
    /** A draft is read only in page preview (`Preview-Secret`); public reads never show it. */
    draft: boolean('draft').notNull().default(false),
    clientId: text('client_id').notNull().default('1'),
    videoUrl: text('video_url'),
    publicationCategoryId: integer('publication_category_id').references(
      () => publicationCategories.id,
    ),
    pageTypeId: integer('page_type_id').references(() => pageTypes.id),
    imageId: integer('image_id').references(() => images.id),
    /** Polish full-text search over title, teaser and body, diacritics folded (unaccent). */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', trybuna_unaccent(coalesce(title, '') || ' ' || coalesce(teaser, '') || ' ' || coalesce(body, '')))`,
    ),
  },
  (t) => [
    // Public lists read published articles only (`draft = false`): the list indexes are partial.
    index('articles_list_idx')
      .on(t.publicationTime.desc(), t.id.desc())
      .where(sql`${t.draft} = false`),
    index('articles_category_idx')
      .on(t.publicationCategoryId, t.publicationTime.desc())
      .where(sql`${t.draft} = false`),
    index('articles_kind_idx')
      .on(t.kind, t.publicationTime.desc())
      .where(sql`${t.draft} = false`),
    index('articles_search_idx').using('gin', t.search),
    index('articles_page_type_idx').on(t.pageTypeId),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: parentKey('article_id', () => articles.id),
    tagId: parentKey('tag_id', () => tags.id),
  },
  (t) => [
    uniqueIndex('article_tags_pk').on(t.articleId, t.tagId),
    index('article_tags_tag_idx').on(t.tagId),
  ],
);

/** CMS pages (`current_page`), looked up by kind and slug. */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    kind: text('kind').notNull().default('main_page'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    locale: text('locale').notNull().default('pl'),
    signedInOnly: boolean('signed_in_only').notNull().default(false),
    /** A draft page is read only in page preview (`Preview-Secret`). */
    draft: boolean('draft').notNull().default(false),
  },
  (t) => [uniqueIndex('pages_kind_slug_idx').on(t.kind, t.slug, t.locale)],
);

/**
 * CMS modules of pages and articles, ordered by `index`, rendered by `kind`
 * (000 §2.10, 001). Scalar payload fields live in `payload`; links to other resources in the
 * foreign keys here and in `component_items`.
 */
export const components = pgTable(
  'components',
  {
    id: id(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    kind: text('kind').notNull(),
    /** 'web', 'mobile' or null for both. */
    visibility: text('visibility'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    imageId: integer('image_id').references(() => images.id),
    matchId: integer('match_id'),
    squadId: integer('squad_id'),
    surveyId: integer('survey_id'),
    quizId: integer('quiz_id'),
    matchPendingImageId: integer('match_pending_image_id').references(() => images.id),
    matchLiveImageId: integer('match_live_image_id').references(() => images.id),
  },
  (t) => [
    index('components_page_idx').on(t.pageId, t.index),
    index('components_article_idx').on(t.articleId, t.index),
  ],
);

/** The ordered to-many links of a component: its articles, images, matches, products… */
export const componentItems = pgTable(
  'component_items',
  {
    componentId: parentKey('component_id', () => components.id),
    /** The relationship name: articles, images, matches, products, contacts, faq_questions. */
    relation: text('relation').notNull(),
    itemId: integer('item_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('component_items_pk').on(t.componentId, t.relation, t.position)],
);

export const products = pgTable('products', {
  id: id(),
  name: text('name').notNull(),
  imageId: integer('image_id').references(() => images.id),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('PLN'),
  externalUrl: text('external_url').notNull(),
  isNew: boolean('is_new').notNull().default(false),
  isOnPromotion: boolean('is_on_promotion').notNull().default(false),
  promotionPrice: numeric('promotion_price', { precision: 10, scale: 2, mode: 'number' }),
  promotionDescription: text('promotion_description'),
});

export const faqQuestions = pgTable('faq_questions', {
  id: id(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
});

export const contacts = pgTable('contacts', {
  id: id(),
  imageId: integer('image_id').references(() => images.id),
  title: text('title').notNull(),
  tagline: text('tagline'),
  body: text('body'),
  buttonExternalUrl: text('button_external_url'),
  buttonText: text('button_text'),
});

export const paymentOptions = pgTable('payment_options', {
  id: id(),
  label: text('label').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
});
