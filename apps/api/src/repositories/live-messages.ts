import { sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import type { LiveMessage, LiveMessageType } from '../live/messages';

/** Most messages a resume replays; a client further behind gets one `resync` instead. */
export const MAX_REPLAY = 500;

/**
 * Appends a message to a match's stream and returns it numbered: the next sequence number is
 * taken by one upsert and the message stored in the same statement, so numbers are unique and
 * gap-free per match even with several API processes writing. `null` when the match does not
 * exist.
 */
export async function appendLiveMessage(
  database: Database,
  entry: { matchId: number; type: LiveMessageType; data: unknown; author?: string | null },
): Promise<LiveMessage | null> {
  const rows = await database.query<{ seq: number }>(sql`
    with target as (
      select id from matches where id = ${entry.matchId}
    ), numbered as (
      insert into live_sequences (match_id, seq)
      select id, 1 from target
      on conflict (match_id) do update set seq = live_sequences.seq + 1
      returning seq
    )
    insert into live_messages (match_id, seq, type, data, author)
    select ${entry.matchId}, seq, ${entry.type}, ${JSON.stringify(entry.data)}::jsonb,
      ${entry.author ?? null}
    from numbered
    returning seq
  `);
  const seq = rows[0]?.seq;
  return seq === undefined ? null : { seq, type: entry.type, data: entry.data };
}

/**
 * The messages of a match after `since`, oldest first: at most `MAX_REPLAY`, or a single
 * `resync` when more were missed (the client then reads the match centre again).
 */
export async function liveMessagesSince(
  database: Database,
  matchId: number,
  since: number,
): Promise<LiveMessage[]> {
  const rows = await database.query<{ seq: number; type: LiveMessageType; data: unknown }>(sql`
    select seq, type, data from live_messages
    where match_id = ${matchId} and seq > ${since}
    order by seq
    limit ${MAX_REPLAY + 1}
  `);
  if (rows.length > MAX_REPLAY) {
    const latest = await latestLiveSeq(database, matchId);
    return [{ seq: latest, type: 'resync', data: null }];
  }
  return rows.map((row) => ({ seq: row.seq, type: row.type, data: row.data }));
}

/** The last sequence number of a match's stream (0 before its first message). */
export async function latestLiveSeq(database: Database, matchId: number): Promise<number> {
  const rows = await database.query<{ seq: number }>(
    sql`select seq from live_sequences where match_id = ${matchId}`,
  );
  return rows[0]?.seq ?? 0;
}

/** Whether a match exists (a subscription to an unknown match is rejected). */
export async function matchExists(database: Database, matchId: number): Promise<boolean> {
  const rows = await database.query<{ id: number }>(
    sql`select id from matches where id = ${matchId}`,
  );
  return rows.length > 0;
}
