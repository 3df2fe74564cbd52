import { sql } from 'drizzle-orm';
import { components } from '@trybuna/db/schema';
import { GALLERY_PREVIEW_IMAGES } from '@trybuna/domain';
import { sanitizePayload } from '../html/payload';
import { columnFilter } from '../jsonapi/filters';
import {
  seesMembersContent,
  type RequestContext,
  type ResourceDefinition,
  type Row,
} from '../jsonapi/resource';
import type { DefinitionOptions } from './content';
import { likesCount, outer, viaComponentItems } from './support';
import { componentMembersOnly, componentVisible, GALLERY } from './visibility';

/** A component of members-only content asked for by an anonymous caller (only galleries). */
const isGatedComponent = (row: Row, ctx: RequestContext) =>
  row.$members_only === true && !seesMembersContent(ctx);

/**
 * CMS modules (000 §2.10, 001). Which exist for a caller is `componentVisible`: none of a
 * draft outside preview, and of members-only content only the galleries for anonymous callers,
 * trimmed to their first `GALLERY_PREVIEW_IMAGES` images. The payload's HTML is sanitised here,
 * once, before the document is cached.
 */
export function componentResource({ db, html }: DefinitionOptions): ResourceDefinition {
  const items = (relation: string, type: string) =>
    ({ kind: 'many', type, load: viaComponentItems(db, relation) }) as const;
  const one = (type: string, key: string) => ({ kind: 'one', type, key }) as const;
  const relationships = {
    image: one('images', 'image'),
    match: one('matches', 'match'),
    squad: one('squads', 'squad'),
    survey: one('surveys', 'survey'),
    quiz: one('quizzes', 'quiz'),
    match_pending_image: one('images', 'match_pending_image'),
    match_live_image: one('images', 'match_live_image'),
    articles: items('articles', 'articles'),
    images: items('images', 'images'),
    matches: items('matches', 'matches'),
    products: items('products', 'products'),
    contacts: items('contacts', 'contacts'),
    faq_questions: items('faq_questions', 'faq_questions'),
    payment_options: items('payment_options', 'payment_options'),
  };
  return {
    type: 'components',
    table: components,
    idColumn: components.id,
    attributes: {
      kind: components.kind,
      index: components.index,
      visibility: components.visibility,
      payload: components.payload,
      likes_count: likesCount('component', components.id),
    },
    keys: {
      image: components.imageId,
      match: components.matchId,
      squad: components.squadId,
      survey: components.surveyId,
      quiz: components.quizId,
      match_pending_image: components.matchPendingImageId,
      match_live_image: components.matchLiveImageId,
      page: components.pageId,
      members_only: componentMembersOnly().as('members_only'),
      images_total:
        sql<number>`(case when ${components.kind} = ${GALLERY} then (select count(*) from component_items ci where ci.component_id = ${outer(components.id)} and ci.relation = 'images') end)`
          .mapWith(Number)
          .as('images_total'),
    },
    relationships,
    filters: {
      kind: columnFilter(components.kind, 'text'),
      page_id: columnFilter(components.pageId, 'int'),
    },
    sorts: { index: components.index, id: components.id },
    defaultSort: ['index'],
    visible: componentVisible,
    // A members-only gallery shows anonymous callers its first images and nothing else linked.
    withheld: (row, ctx) =>
      isGatedComponent(row, ctx)
        ? Object.keys(relationships).filter((name) => name !== 'images')
        : [],
    preview: (row, ctx): Record<string, number> =>
      isGatedComponent(row, ctx) && row.kind === GALLERY ? { images: GALLERY_PREVIEW_IMAGES } : {},
    // Module payload fields are the component's attributes (000 §3 "Module payloads").
    present: (resource, row, ctx) => {
      const { payload, ...rest } = resource.attributes;
      const fields = sanitizePayload(row.kind, (payload ?? {}) as Record<string, unknown>, html);
      if (!isGatedComponent(row, ctx)) {
        return { ...resource, attributes: { ...fields, ...rest } };
      }
      // Not reachable through `visible`; should one get here, it shows nothing of its module.
      if (row.kind !== GALLERY) return { ...resource, attributes: { ...rest, gated: true } };
      return {
        ...resource,
        attributes: {
          ...fields,
          ...rest,
          images_total: Number(row.$images_total ?? 0),
          gated: true,
        },
      };
    },
  };
}
