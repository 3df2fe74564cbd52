import { asc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '@trybuna/db';
import { articles, articleTags, components, pages } from '@trybuna/db/schema';
import type { ImageKeys } from '../images/keys';
import { sanitizeField } from '../html/payload';
import type { HtmlSanitizer } from '../html/sanitizer';
import { columnFilter, existsFilter } from '../jsonapi/filters';
import {
  seesMembersContent,
  type RequestContext,
  type ResourceDefinition,
  type Row,
} from '../jsonapi/resource';
import { likesCount, publishedOnly, viaForeignKey, viaJoinTable } from './support';
import { articleSearch } from './search';
import { imageRoot, imageVariants, type ImageRef } from './urls';
import { componentVisible } from './visibility';

export interface DefinitionOptions {
  db: Drizzle;
  /** Public base URL of this API, for image URLs. */
  apiUrl: string;
  /** The image URL keys (`images/keys.ts`). */
  imageKeys: ImageKeys;
  /** Cleans the CMS's HTML attributes as they are serialised (issue 14 item 8). */
  html: HtmlSanitizer;
}

const imageRef = (column: typeof articles.imageId) =>
  sql<ImageRef | null>`(select json_build_object('path', i.path, 'width', i.width, 'height', i.height, 'crops', i.crops) from images i where i.id = ${column})`.as(
    'image_ref',
  );

/**
 * 000 §6 members-only content: to an anonymous caller a `signed_in_only` article has no body,
 * and of the components of such an article or page only the galleries are shown, trimmed to
 * their first `GALLERY_PREVIEW_IMAGES` images (`images_total`, `gated: true`; see
 * `componentVisible`). A page preview sees it whole, like a signed-in fan.
 */
const isGated = (row: Row, ctx: RequestContext) =>
  row.signed_in_only === true && !seesMembersContent(ctx);

/** The components of an article or page this caller sees, in `index` order (000 §6 above). */
const componentsOf = (db: Drizzle, foreignKey: AnyPgColumn) =>
  viaForeignKey(
    db,
    components,
    foreignKey,
    components.id,
    [asc(components.index), asc(components.id)],
    componentVisible,
  );

export function articleResource({
  db,
  apiUrl,
  imageKeys,
  html,
}: DefinitionOptions): ResourceDefinition {
  return {
    type: 'articles',
    table: articles,
    idColumn: articles.id,
    attributes: {
      // The spec's `type` (News, StaticPage, Event): JSON:API reserves the name (docs/api.md).
      article_type: articles.type,
      kind: articles.kind,
      slug: articles.slug,
      title: articles.title,
      locale: articles.locale,
      teaser: articles.teaser,
      body: articles.body,
      author: articles.author,
      photo_author: articles.photoAuthor,
      share_url: articles.shareUrl,
      publication_time: articles.publicationTime,
      published_at: articles.publishedAt,
      created_at: articles.createdAt,
      with_photo: articles.withPhoto,
      with_video: articles.withVideo,
      signed_in_only: articles.signedInOnly,
      draft: articles.draft,
      client_id: articles.clientId,
      video_url: articles.videoUrl,
      likes_count: likesCount('article', articles.id),
      category: sql<{
        name: string;
      } | null>`(select json_build_object('id', pc.id, 'name', pc.name) from publication_categories pc where pc.id = ${articles.publicationCategoryId})`.as(
        'category',
      ),
    },
    keys: {
      image: articles.imageId,
      publication_category: articles.publicationCategoryId,
      page_type: articles.pageTypeId,
      image_ref: imageRef(articles.imageId),
    },
    relationships: {
      image: { kind: 'one', type: 'images', key: 'image' },
      publication_category: {
        kind: 'one',
        type: 'publication_categories',
        key: 'publication_category',
      },
      page_type: { kind: 'one', type: 'page_types', key: 'page_type' },
      tags: {
        kind: 'many',
        type: 'tags',
        load: viaJoinTable(db, articleTags, articleTags.articleId, articleTags.tagId),
      },
      components: {
        kind: 'many',
        type: 'components',
        load: componentsOf(db, components.articleId),
      },
    },
    filters: {
      id: columnFilter(articles.id, 'int'),
      slug: columnFilter(articles.slug, 'text'),
      article_type: columnFilter(articles.type, 'text'),
      // The spec's field name (000 §7.1 `filter[type_in]`), kept beside the attribute's.
      type: columnFilter(articles.type, 'text'),
      kind: columnFilter(articles.kind, 'text'),
      signed_in_only: columnFilter(articles.signedInOnly, 'bool'),
      publication_category_id: columnFilter(articles.publicationCategoryId, 'int'),
      with_video: columnFilter(articles.withVideo, 'bool'),
      with_photo: columnFilter(articles.withPhoto, 'bool'),
      publication_time: columnFilter(articles.publicationTime, 'time'),
      tags_slug: existsFilter(
        ['eq', 'in'],
        (values) =>
          sql`exists (select 1 from article_tags at join tags t on t.id = at.tag_id where at.article_id = ${articles.id} and t.slug in (${sql.join(
            values.map((v) => sql`${v}`),
            sql`, `,
          )}))`,
      ),
      page_type_slug: existsFilter(
        ['eq'],
        ([value]) =>
          sql`exists (select 1 from page_types pt where pt.id = ${articles.pageTypeId} and pt.slug = ${value ?? ''})`,
      ),
    },
    sorts: {
      publication_time: articles.publicationTime,
      published_at: articles.publishedAt,
      title: articles.title,
      id: articles.id,
    },
    defaultSort: ['-publication_time'],
    visible: publishedOnly(articles.draft),
    scope: (ctx, extra) => {
      const conditions = [sql`${articles.locale} = ${ctx.locale}`];
      const text = extra.query?.trim();
      if (text) conditions.push(articleSearch(text, ctx));
      return sql.join(conditions, sql` and `);
    },
    present: (resource, row, ctx) => {
      const ref = row.$image_ref as ImageRef | null;
      const variants = ref ? imageVariants(imageRoot(apiUrl, imageKeys, ref.path, ctx), ref) : {};
      const gated = isGated(row, ctx);
      return {
        ...resource,
        attributes: {
          ...resource.attributes,
          body: gated ? null : sanitizeField(resource.attributes.body, html.rich),
          content_gated: gated,
          images: Object.fromEntries(Object.entries(variants).map(([k, v]) => [k, v.url])),
          cover_url: variants.desktopHero?.url ?? null,
          mobile_cover_url: variants.mobileHero?.url ?? null,
        },
      };
    },
  };
}

export function pageResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'pages',
    table: pages,
    idColumn: pages.id,
    attributes: {
      kind: pages.kind,
      slug: pages.slug,
      title: pages.title,
      description: pages.description,
      locale: pages.locale,
      signed_in_only: pages.signedInOnly,
      draft: pages.draft,
    },
    relationships: {
      components: { kind: 'many', type: 'components', load: componentsOf(db, components.pageId) },
    },
    filters: {
      kind: columnFilter(pages.kind, 'text'),
      slug: columnFilter(pages.slug, 'text'),
    },
    sorts: { slug: pages.slug, id: pages.id },
    defaultSort: ['slug'],
    visible: publishedOnly(pages.draft),
    scope: (ctx) => sql`${pages.locale} = ${ctx.locale}`,
    present: (resource, row, ctx) => ({
      ...resource,
      attributes: { ...resource.attributes, content_gated: isGated(row, ctx) },
    }),
  };
}
