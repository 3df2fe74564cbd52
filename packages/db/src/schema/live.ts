import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, parentKey } from './columns';
import { matches } from './matches';

/**
 * The live channel's per-match numbering (docs/live.md "Resume"): the last sequence number
 * given to a message of the match. Incremented by one upsert, so two API processes never
 * hand out the same number.
 */
export const liveSequences = pgTable('live_sequences', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
});

/**
 * Every message broadcast on a match stream, kept so that a client that reconnects with its
 * last seen number receives what it missed, also after an API restart.
 */
export const liveMessages = pgTable(
  'live_messages',
  {
    matchId: parentKey('match_id', () => matches.id),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    /** The sso account that made the write (`sub`), or null for the system. */
    author: text('author'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.seq] }),
    index('live_messages_created_idx').on(t.createdAt),
  ],
);
