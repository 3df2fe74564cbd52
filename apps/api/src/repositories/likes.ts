import { sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import type { LikeType } from '@trybuna/domain';

/** A table a like can name: its resource type (the read cache's tag), `drafts` when it has a `draft` column. */
interface LikeTable {
  table: string;
  type: string;
  drafts?: true;
}

const COMPONENTS: LikeTable = { table: 'components', type: 'components' };
const TIMELINE_ITEMS: LikeTable = {
  table: 'match_centre_components',
  type: 'match_centre_components',
};

/**
 * What each like type of 000 §3 names (the POST names the singular like type): the tables its
 * id is looked up in, and the type its likes are counted under. `component` is a CMS page
 * component or a match-centre timeline item (001 §3 "Match centre components"); the two tables
 * share one id sequence (migration 0014), so an id is a row of one of them only.
 * `match_centre_component`, what timeline items were liked as before, is still accepted and
 * counted as `component` (a page written before keeps working).
 */
const LIKE_TABLES: Record<LikeType, { tables: readonly LikeTable[]; counted: string }> = {
  article: { tables: [{ table: 'articles', type: 'articles', drafts: true }], counted: 'article' },
  club: { tables: [{ table: 'clubs', type: 'clubs' }], counted: 'club' },
  squad_player: {
    tables: [{ table: 'squad_players', type: 'squad_players', drafts: true }],
    counted: 'squad_player',
  },
  squad_staff_member: {
    tables: [{ table: 'squad_staff_members', type: 'squad_staff_members', drafts: true }],
    counted: 'squad_staff_member',
  },
  component: { tables: [COMPONENTS, TIMELINE_ITEMS], counted: 'component' },
  incident: { tables: [{ table: 'incidents', type: 'incidents' }], counted: 'incident' },
  match: { tables: [{ table: 'matches', type: 'matches' }], counted: 'match' },
  match_centre_component: { tables: [TIMELINE_ITEMS], counted: 'component' },
};

export type LikeOutcome =
  | { status: 'created'; id: number; likesCount: number; resourceType: string }
  | { status: 'duplicate' }
  | { status: 'missing' };

/**
 * Records one like and bumps its resource's counter in a single statement: the like row is
 * inserted only if the resource exists and the virtual user id is new, and the counter is
 * upserted from that insert, so concurrent likes never lose a count. `resourceType` is the
 * JSON:API type of the row found (the read cache's tag).
 */
export async function addLike(
  database: Database,
  like: { virtualUserId: string; type: LikeType; resourceId: number },
): Promise<LikeOutcome> {
  const { tables, counted } = LIKE_TABLES[like.type];
  const lookups = tables.map(
    (target) =>
      sql`select id, ${target.type}::text as resource_type from ${sql.identifier(target.table)} where id = ${like.resourceId}${target.drafts ? sql` and draft = false` : sql``}`,
  );
  const rows = await database.query<{
    id: number | null;
    likes_count: number | null;
    resource_type: string | null;
    found: boolean;
  }>(sql`
    with target as (
      select id, resource_type from (${sql.join(lookups, sql` union all `)}) found limit 1
    ), inserted as (
      insert into likes (virtual_user_id, resource_type, resource_id)
      select ${like.virtualUserId}, ${counted}, id from target
      on conflict (virtual_user_id) do nothing
      returning id
    ), counted as (
      insert into like_counters (resource_type, resource_id, count)
      select ${counted}, ${like.resourceId}, 1 from inserted
      on conflict (resource_type, resource_id) do update set count = like_counters.count + 1
      returning count
    )
    select (select id from inserted) as id,
           (select count from counted) as likes_count,
           (select resource_type from target) as resource_type,
           exists (select 1 from target) as found
  `);
  const row = rows[0];
  if (!row?.found) return { status: 'missing' };
  if (row.id === null || row.likes_count === null) return { status: 'duplicate' };
  return {
    status: 'created',
    id: row.id,
    likesCount: row.likes_count,
    resourceType: row.resource_type ?? tables[0]?.type ?? '',
  };
}
