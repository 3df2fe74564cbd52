import { sql, type SQL } from 'drizzle-orm';
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

/** Image columns outside the CMS modules: covers, crests, portraits, products… (public). */
const PUBLIC_IMAGE_COLUMNS = [
  articles.imageId,
  products.imageId,
  contacts.imageId,
  clubs.imageId,
  competitions.imageId,
  squads.imageId,
  squads.clubImageId,
  squadPlayers.imageId,
  squadStaffMembers.imageId,
  surveys.imageId,
  surveyAnswers.imageId,
  quizzes.imageId,
  quizQuestions.imageId,
];

/**
 * Every use of every image, each marked hidden when an anonymous caller cannot see it there:
 * an image of a members-only gallery past its first `GALLERY_PREVIEW_IMAGES` (in position
 * order, as the gallery's `preview` trims it), or of any other module of members-only content.
 */
function imageUses(): { gated: SQL; all: SQL } {
  const publicColumns = PUBLIC_IMAGE_COLUMNS.map(
    (column) =>
      sql`select ${column} as image_id, false as hidden from ${column.table} where ${column} is not null`,
  );
  const moduleColumns = ['image_id', 'match_pending_image_id', 'match_live_image_id'].map(
    (name) =>
      sql`select c.${sql.raw(name)} as image_id, ${PARENT_MEMBERS_ONLY} as hidden from components c ${COMPONENT_PARENTS} where c.${sql.raw(name)} is not null`,
  );
  const timeline = sql`select (m.payload->>'image_id')::int as image_id, false as hidden from ${matchCentreComponents} m where m.payload->>'image_id' ~ '^[0-9]{1,9}$'`;
  const items = sql`select ci.item_id as image_id, (${PARENT_MEMBERS_ONLY} and (c.kind <> ${GALLERY} or row_number() over (partition by ci.component_id order by ci.position) > ${GALLERY_PREVIEW_IMAGES})) as hidden from component_items ci join components c on c.id = ci.component_id ${COMPONENT_PARENTS} where ci.relation = 'images'`;
  return {
    // Only CMS modules can hide an image: the other columns are always public uses.
    gated: sql.join([items, ...moduleColumns], sql` union all `),
    all: sql.join([items, ...moduleColumns, timeline, ...publicColumns], sql` union all `),
  };
}

/**
 * Images exist for an anonymous caller unless every use of them is members-only (a gated
 * gallery's images past the preview): those are a 404 by id, absent from `GET images`, and
 * never included. Signed-in fans and page previews see every image. The gated uses are read
 * once per query; only an image with one is checked for a public use, so a list of public
 * pictures does not scan every image column.
 */
export function imageVisible(ctx: RequestContext): SQL | undefined {
  if (seesMembersContent(ctx)) return undefined;
  const uses = imageUses();
  return sql`(${images.id} not in (select g.image_id from (${uses.gated}) g where g.hidden) or exists (select 1 from (${uses.all}) u where u.image_id = ${images.id} and not u.hidden))`;
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
