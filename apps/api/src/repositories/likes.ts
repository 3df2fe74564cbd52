import { sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import type { LikeType } from '@trybuna/domain';

/**
 * The table behind each like type of 000 §3 (the POST names the singular like type); `drafts`
 * when the table has a `draft` column (a draft cannot be liked: it does not exist publicly).
 */
export const LIKE_TABLES: Record<LikeType, { table: string; type: string; drafts?: true }> = {
  article: { table: 'articles', type: 'articles', drafts: true },
  club: { table: 'clubs', type: 'clubs' },
  squad_player: { table: 'squad_players', type: 'squad_players', drafts: true },
  squad_staff_member: { table: 'squad_staff_members', type: 'squad_staff_members', drafts: true },
  component: { table: 'components', type: 'components' },
  incident: { table: 'incidents', type: 'incidents' },
  match: { table: 'matches', type: 'matches' },
  match_centre_component: { table: 'match_centre_components', type: 'match_centre_components' },
};

export type LikeOutcome =
  | { status: 'created'; id: number; likesCount: number }
  | { status: 'duplicate' }
  | { status: 'missing' };

/**
 * Records one like and bumps its resource's counter in a single statement: the like row is
 * inserted only if the resource exists and the virtual user id is new, and the counter is
 * upserted from that insert, so concurrent likes never lose a count.
 */
export async function addLike(
  database: Database,
  like: { virtualUserId: string; type: LikeType; resourceId: number },
): Promise<LikeOutcome> {
  const target = LIKE_TABLES[like.type];
  const table = sql.identifier(target.table);
  const published = target.drafts ? sql` and draft = false` : sql``;
  const rows = await database.query<{
    id: number | null;
    likes_count: number | null;
    found: boolean;
  }>(sql`
    with target as (
      select id from ${table} where id = ${like.resourceId}${published}
    ), inserted as (
      insert into likes (virtual_user_id, resource_type, resource_id)
      select ${like.virtualUserId}, ${like.type}, id from target
      on conflict (virtual_user_id) do nothing
      returning id
    ), counted as (
      insert into like_counters (resource_type, resource_id, count)
      select ${like.type}, ${like.resourceId}, 1 from inserted
      on conflict (resource_type, resource_id) do update set count = like_counters.count + 1
      returning count
    )
    select (select id from inserted) as id,
           (select count from counted) as likes_count,
           exists (select 1 from target) as found
  `);
  const row = rows[0];
  if (!row?.found) return { status: 'missing' };
  if (row.id === null || row.likes_count === null) return { status: 'duplicate' };
  return { status: 'created', id: row.id, likesCount: row.likes_count };
}
