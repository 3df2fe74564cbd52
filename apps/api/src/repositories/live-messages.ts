import { sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import type { LiveMessage, LiveMessageType } from '../live/messages';

/**
 * Most messages a resume replays (the stream's in-memory window, `live/stream-history.ts`); a
 * client further behind gets one `resync` instead.
 */
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

/** A match stream's end as stored: its last number and its last messages, oldest first. */
export interface LiveStreamTail {
  latest: number;
  messages: LiveMessage[];
}

/**
 * One statement (one snapshot): `null` when the match does not exist, otherwise the stream's
 * last sequence number (0 before its first message) and its last `limit` messages, oldest
 * first. The live channel fills its in-memory window of a stream with it once
 * (`live/stream-history.ts`); resumes are then answered from memory.
 */
export async function liveStreamTail(
  database: Database,
  matchId: number,
  limit: number = MAX_REPLAY,
): Promise<LiveStreamTail | null> {
  const rows = await database.query<{
    latest: number | null;
    seq: number | null;
    type: LiveMessageType | null;
    data: unknown;
  }>(sql`
    select live_sequences.seq as latest, tail.seq, tail.type, tail.data
    from matches
    left join live_sequences on live_sequences.match_id = matches.id
    left join lateral (
      select seq, type, data from live_messages
      where live_messages.match_id = matches.id
      order by seq desc
      limit ${limit}
    ) tail on true
    where matches.id = ${matchId}
    order by tail.seq
  `);
  const first = rows[0];
  if (!first) return null;
  const messages: LiveMessage[] = [];
  for (const row of rows) {
    if (row.seq !== null && row.type !== null)
      messages.push({ seq: row.seq, type: row.type, data: row.data });
  }
  return { latest: first.latest ?? 0, messages };
}
