import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, time } from './columns';

/**
 * The read audit of fans' personal data (issue 30 item 3, docs/security.md "Read audit"): one
 * row per read of the form submissions' list or of one submission's file, written before the
 * data is sent. It names who read (the sso account id, never a name or address), when, what
 * (the submissions' ids, no copy of their fields) and through which route. No foreign key:
 * a row outlives the submissions it names (erased or past retention), keeping only their ids.
 */
export const personalDataReads = pgTable(
  'personal_data_reads',
  {
    id: id(),
    /** The reader's sso subject (`users.sub`, the token's `sub`). */
    account: text('account').notNull(),
    readAt: time('read_at').notNull().defaultNow(),
    /** `list` (`GET contact_form_submissions`) or `attachment` (one submission's file). */
    action: text('action').notNull(),
    /** The route as registered, with its method: `GET /api/v3/contact_form_submissions`. */
    route: text('route').notNull(),
    /** The submissions the answer carried (a list's page; an attachment's one). */
    submissionIds: integer('submission_ids').array().notNull().default([]),
  },
  (t) => [
    index('personal_data_reads_read_at_idx').on(t.readAt.desc(), t.id.desc()),
    index('personal_data_reads_submission_ids_idx').using('gin', t.submissionIds),
  ],
);
