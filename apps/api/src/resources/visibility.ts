import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  articles,
  clubs,
  comments,
  competitions,
  components,
  contacts,
  images,
  matchCentreComponents,
  products,
  quizQuestions,
  quizzes,
  squadPlayers,
  squads,
  squadStaffMembers,
  surveyAnswers,
  surveys,
} from '@trybuna/db/schema';
import { GALLERY_PREVIEW_IMAGES } from '@trybuna/domain';
import { seesMembersContent, type RequestContext } from '../jsonapi/resource';

/**
 * Who may read what of members-only (`signed_in_only`) and draft content (000 §6, issue 14
 * item 7): the `visible` conditions of components, images and comments. A row a caller may not
 * see is a 404 by id, absent from lists, and neither linked nor included.
 */

export const GALLERY = 'gallery';

/** Whether a component belongs to a `signed_in_only` article or page. */
export const componentMembersOnly = (): SQL<boolean> =>
  sql<boolean>`(coalesce((select a.signed_in_only from articles a where a.id = ${components.articleId}), false) or coalesce((select p.signed_in_only from pages p where p.id = ${components.pageId}), false))`;

/** Whether a component belongs to a draft article or page. */
const componentParentDraft = (): SQL<boolean> =>
  sql<boolean>`(coalesce((select a.draft from articles a where a.id = ${components.articleId}), false) or coalesce((select p.draft from pages p where p.id = ${components.pageId}), false))`;

/**
 * Components exist for a caller as their article or page does: never of a draft outside a
 * page preview; of members-only content, anonymous callers see only the galleries (trimmed to
 * their preview by the component's `preview` hook).
 */
export function componentVisible(ctx: RequestContext): SQL | undefined {
  if (ctx.preview) return undefined;
  const published = sql`not ${componentParentDraft()}`;
  if (seesMembersContent(ctx)) return published;
  return sql`(${published} and (${components.kind} = ${GALLERY} or not ${componentMembersOnly()}))`;
}

/** Joins a component `c` to its parents (`pa` article, `pp` page). */
const COMPONENT_PARENTS = sql.raw(
  'left join articles pa on pa.id = c.article_id left join pages pp on pp.id = c.page_id',
);
const PARENT_MEMBERS_ONLY = sql.raw(
  '(coalesce(pa.signed_in_only, false) or coalesce(pp.signed_in_only, false))',
);
const PARENT_DRAFT = sql.raw('(coalesce(pa.draft, false) or coalesce(pp.draft, false))');

/**
 * Where a picture can be used outside the CMS modules, with the draft flag of the row when it
 * has one: covers, crests, portraits, products, surveys, quizzes… (public when not a draft).
 */
const PLAIN_IMAGE_USES: readonly { column: AnyPgColumn; draft?: AnyPgColumn }[] = [
  { column: articles.imageId, draft: articles.draft },
  { column: products.imageId },
  { column: contacts.imageId },
  { column: clubs.imageId },
  { column: competitions.imageId },
  { column: squads.imageId },
  { column: squads.clubImageId },
  { column: squadPlayers.imageId, draft: squadPlayers.draft },
  { column: squadStaffMembers.imageId, draft: squadStaffMembers.draft },
  { column: surveys.imageId },
  { column: surveyAnswers.imageId },
  { column: quizzes.imageId },
];

/**
 * How far a use shows a picture (docs/security.md "Pictures"): `p` to anyone, `m` to
 * signed-in fans (members-only content), `q` to the fan a quiz question was served to.
 */
export type PictureLevel = 'p' | 'm' | 'q';

/**
 * Every use of every picture in published content, one row each, `(image_id, level)`:
 * - an article's cover (a members-only article is listed, gated, with its cover: `p`), a
 *   published player's or staff member's photo, crests, products, contacts, surveys and their
 *   answers, quizzes: `p`;
 * - a CMS module's pictures (`image_id`, the match module's two, the `images` items) on a
 *   published article or page: `p`, or `m` when the article or page is members-only, except a
 *   members-only gallery's first `GALLERY_PREVIEW_IMAGES` (000 §6 preview: `p`);
 * - a match-centre timeline item's `payload.image_id` (matches have no drafts): `p`;
 * - a quiz question's picture: `q` (never listed: it would tell the question before it is
 *   served, 001 §7).
 * Uses in drafts are left out: a picture used only there is a 404 outside page preview.
 */
export function pictureUses(): SQL {
  const plain = PLAIN_IMAGE_USES.map(({ column, draft }) => {
    const published = draft ? sql` and not ${draft}` : sql``;
    return sql`select ${column} as image_id, 'p' as level from ${column.table} where ${column} is not null${published}`;
  });
  const level = sql`case when ${PARENT_MEMBERS_ONLY} then 'm' else 'p' end`;
  const moduleColumns = ['image_id', 'match_pending_image_id', 'match_live_image_id'].map(
    (name) =>
      sql`select c.${sql.raw(name)} as image_id, ${level} as level from components c ${COMPONENT_PARENTS} where c.${sql.raw(name)} is not null and not ${PARENT_DRAFT}`,
  );
  const items = sql`select ci.item_id as image_id, case when ${PARENT_MEMBERS_ONLY} and (c.kind <> ${GALLERY} or row_number() over (partition by ci.component_id order by ci.position) > ${GALLERY_PREVIEW_IMAGES}) then 'm' else 'p' end as level from component_items ci join components c on c.id = ci.component_id ${COMPONENT_PARENTS} where ci.relation = 'images' and not ${PARENT_DRAFT}`;
  const timeline = sql`select (m.payload->>'image_id')::int as image_id, 'p' as level from ${matchCentreComponents} m where m.payload->>'image_id' ~ '^[0-9]{1,9}$'`;
  const questions = sql`select ${quizQuestions.imageId} as image_id, 'q' as level from ${quizQuestions} where ${quizQuestions.imageId} is not null`;
  return sql.join([items, ...moduleColumns, timeline, ...plain, questions], sql` union all `);
}

/**
 * Which images a caller may read as `images` resources (by id, in lists, included): outside a
 * page preview (which reads every picture, drafts' too), only pictures with a use the caller
 * may see — anonymous callers `p`, signed-in fans `p` and `m`, plus the pictures of the quiz
 * questions served to them. One uncorrelated condition in the read's own query (the uses are
 * gathered once per query, hashed), so the read cache keeps the answer like any other read.
 */
export function imageVisible(ctx: RequestContext): SQL | undefined {
  if (ctx.preview) return undefined;
  const levels = ctx.user ? sql`('p', 'm')` : sql`('p')`;
  const listed = sql`${images.id} in (select u.image_id from (${pictureUses()}) u where u.level in ${levels})`;
  if (!ctx.user) return listed;
  const served = sql`${images.id} in (select qq.image_id from quiz_user_answers qua join quiz_user_attempts qat on qat.id = qua.attempt_id join quiz_questions qq on qq.id = qua.question_id where qat.user_id = ${ctx.user.id} and qq.image_id is not null)`;
  return sql`(${listed} or ${served})`;
}

/**
 * Comments an editor has hidden (moderation, `PATCH comments/{id}`) exist for nobody, not even
 * their author or a page preview: a 404 by id, absent from lists and their counts, never
 * included.
 */
export const commentShown = (): SQL => sql`not ${comments.hidden}`;

/**
 * Comments exist for a caller as the resource they are on does (`resource_type` as in likes,
 * 000 §7.3): not on a draft outside a page preview, and on a members-only article or module
 * only with a valid user token. A comment on a type the API does not know is not shown.
 */
export function commentVisible(ctx: RequestContext): SQL | undefined {
  if (ctx.preview) return undefined;
  const members = seesMembersContent(ctx);
  const parent = comments.resourceId;
  const open = (condition: SQL) => (members ? sql`` : sql` and not ${condition}`);
  return sql`(case ${comments.resourceType}
    when 'article' then exists (select 1 from articles a where a.id = ${parent} and not a.draft${open(sql.raw('a.signed_in_only'))})
    when 'squad_player' then exists (select 1 from squad_players s where s.id = ${parent} and not s.draft)
    when 'squad_staff_member' then exists (select 1 from squad_staff_members s where s.id = ${parent} and not s.draft)
    when 'component' then exists (select 1 from components c ${COMPONENT_PARENTS} where c.id = ${parent} and not ${PARENT_DRAFT}${open(PARENT_MEMBERS_ONLY)})
    when 'match' then exists (select 1 from matches m where m.id = ${parent})
    when 'incident' then exists (select 1 from incidents i where i.id = ${parent})
    when 'club' then exists (select 1 from clubs k where k.id = ${parent})
    else false end)`;
}
