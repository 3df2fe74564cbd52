import { sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import type { CommentResourceType } from '@trybuna/domain';

/** A stored comment, hidden or not (moderation and deletion look at both). */
export interface StoredComment {
  id: number;
  userId: number;
  resourceType: string;
  resourceId: number;
  body: string;
  hidden: boolean;
  createdAt: Date;
}

/**
 * Whether a signed-in fan may comment on `type/id`: the resource exists and is not a draft.
 * A members-only article is open to them (they carry a valid token); a match has no drafts.
 */
export async function commentTargetExists(
  database: Database,
  type: CommentResourceType,
  id: number,
): Promise<boolean> {
  const rows = await database.query<{ found: boolean }>(
    type === 'article'
      ? sql`select exists (select 1 from articles where id = ${id} and not draft) as found`
      : sql`select exists (select 1 from matches where id = ${id}) as found`,
  );
  return rows[0]?.found === true;
}

/** Stores a comment as typed (plain text: the site escapes it) and answers its id. */
export async function insertComment(
  database: Database,
  comment: { userId: number; type: CommentResourceType; resourceId: number; body: string },
): Promise<number> {
  const rows = await database.query<{ id: number }>(sql`
    insert into comments (resource_type, resource_id, user_id, body)
    values (${comment.type}, ${comment.resourceId}, ${comment.userId}, ${comment.body})
    returning id
  `);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert into comments returned no row');
  return id;
}

interface CommentRow {
  id: number;
  user_id: number;
  resource_type: string;
  resource_id: number;
  body: string;
  hidden: boolean;
  created_at: Date | string;
}

const toComment = (row: CommentRow): StoredComment => ({
  id: row.id,
  userId: row.user_id,
  resourceType: row.resource_type,
  resourceId: row.resource_id,
  body: row.body,
  hidden: row.hidden,
  createdAt: new Date(row.created_at),
});

/** The comment `id` (hidden or not), or null when there is none. */
export async function findComment(database: Database, id: number): Promise<StoredComment | null> {
  const rows = await database.query<CommentRow>(sql`
    select id, user_id, resource_type, resource_id, body, hidden, created_at
    from comments where id = ${id}
  `);
  return rows[0] ? toComment(rows[0]) : null;
}

/**
 * Deletes the comment `id` unless an editor hid it meanwhile (then nobody may see it, so it
 * is gone for the caller): whether a row was deleted.
 */
export async function deleteComment(database: Database, id: number): Promise<boolean> {
  const rows = await database.query<{ id: number }>(
    sql`delete from comments where id = ${id} and not hidden returning id`,
  );
  return rows.length > 0;
}

/** Hides or shows again the comment `id` (moderation): the comment as now stored, or null. */
export async function setCommentHidden(
  database: Database,
  id: number,
  hidden: boolean,
): Promise<StoredComment | null> {
  const rows = await database.query<CommentRow>(sql`
    update comments set hidden = ${hidden} where id = ${id}
    returning id, user_id, resource_type, resource_id, body, hidden, created_at
  `);
  return rows[0] ? toComment(rows[0]) : null;
}
