import { and, arrayContains, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import { contactFormSubmissions, personalDataReads as reads } from '@trybuna/db/schema';

/** What one read of personal data touched (docs/security.md "Read audit"). */
export interface PersonalDataRead {
  /** The reader's sso subject. */
  account: string;
  action: 'list' | 'attachment';
  /** `GET /api/v3/contact_form_submissions/:id/attachment`: method and registered route. */
  route: string;
  submissionIds: readonly number[];
}

/** A stored audit row. */
export interface StoredPersonalDataRead extends PersonalDataRead {
  id: number;
  readAt: Date;
}

/** Stores one read; committed when it returns (the data is sent only after it). */
export async function recordPersonalDataRead(
  database: Database,
  read: PersonalDataRead,
): Promise<void> {
  await database.db.insert(reads).values({ ...read, submissionIds: [...read.submissionIds] });
}

/** One page of the audit, newest first, of one submission or one reader when given. */
export async function listPersonalDataReads(
  database: Database,
  query: { submission: number | null; account: string | null; page: number; size: number },
): Promise<{ rows: StoredPersonalDataRead[]; records: number }> {
  const where = and(
    query.submission === null ? undefined : arrayContains(reads.submissionIds, [query.submission]),
    query.account === null ? undefined : eq(reads.account, query.account),
  );
  const [rows, total] = await Promise.all([
    database.db
      .select({
        id: reads.id,
        account: reads.account,
        readAt: reads.readAt,
        action: reads.action,
        route: reads.route,
        submissionIds: reads.submissionIds,
      })
      .from(reads)
      .where(where)
      .orderBy(desc(reads.readAt), desc(reads.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    database.db.select({ n: count() }).from(reads).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, action: row.action === 'list' ? 'list' : 'attachment' })),
    records: total[0]?.n ?? 0,
  };
}

/**
 * Deletes the submissions (with their files: the bytes live in the row) older than
 * `retentionDays` and the audit rows older than `auditRetentionDays`, by the database's clock.
 * Answers how many of each went.
 */
export async function purgePersonalData(
  database: Database,
  limits: { retentionDays: number; auditRetentionDays: number },
): Promise<{ submissions: number; reads: number }> {
  const before = (days: number) => sql`now() - make_interval(days => ${days})`;
  const submissions = await database.db
    .delete(contactFormSubmissions)
    .where(lt(contactFormSubmissions.createdAt, before(limits.retentionDays)))
    .returning({ id: contactFormSubmissions.id });
  const purgedReads = await database.db
    .delete(reads)
    .where(lt(reads.readAt, before(limits.auditRetentionDays)))
    .returning({ id: reads.id });
  return { submissions: submissions.length, reads: purgedReads.length };
}
