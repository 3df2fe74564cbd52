import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import { contactFormSubmissions as t } from '@trybuna/db/schema';

/** The fields a sender fills in (the form's name is the route's). */
interface SubmissionFields {
  form: string;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  aboutYou: string | null;
  consent: boolean;
}

/** A submission to store: the checked fields and, when one was sent, the checked file. */
export interface NewSubmission extends SubmissionFields {
  file: { fileName: string; fileType: string; fileSize: number; fileData: Buffer } | null;
}

/**
 * Stores a submission with its file's bytes in one `insert` (committed when it returns: the
 * answer 201 comes after it) and answers its id and time.
 */
export async function insertContactFormSubmission(
  database: Database,
  submission: NewSubmission,
): Promise<{ id: number; createdAt: Date }> {
  const { file, ...fields } = submission;
  const rows = await database.db
    .insert(t)
    .values({ ...fields, ...(file ?? {}) })
    .returning({ id: t.id, createdAt: t.createdAt });
  const row = rows[0];
  if (!row) throw new Error('insert into contact_form_submissions returned no row');
  return row;
}

/** A submission as editors list it: everything but the file's bytes. */
export interface SubmissionSummary extends SubmissionFields {
  id: number;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  createdAt: Date;
}

/** One page of submissions, newest first (of one form when `form` is given), and how many. */
export async function listContactFormSubmissions(
  database: Database,
  query: { form: string | null; page: number; size: number },
): Promise<{ rows: SubmissionSummary[]; records: number }> {
  const where = query.form === null ? undefined : eq(t.form, query.form);
  const [rows, total] = await Promise.all([
    database.db
      .select({
        id: t.id,
        form: t.form,
        name: t.name,
        surname: t.surname,
        email: t.email,
        phone: t.phone,
        aboutYou: t.aboutYou,
        consent: t.consent,
        fileName: t.fileName,
        fileType: t.fileType,
        fileSize: t.fileSize,
        createdAt: t.createdAt,
      })
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    database.db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, records: total[0]?.n ?? 0 };
}

/** The attachment of submission `id`, or null when there is no such submission or no file. */
export async function findContactFormAttachment(
  database: Database,
  id: number,
): Promise<{ fileName: string; fileType: string; fileData: Buffer } | null> {
  const rows = await database.db
    .select({ fileName: t.fileName, fileType: t.fileType, fileData: t.fileData })
    .from(t)
    .where(and(eq(t.id, id), isNotNull(t.fileData)));
  const row = rows[0];
  if (!row?.fileData) return null;
  return {
    fileName: row.fileName ?? 'attachment',
    fileType: row.fileType ?? 'application/octet-stream',
    fileData: row.fileData,
  };
}

/** Deletes submission `id` and its file (erasure on request); false when there was none. */
export async function eraseContactFormSubmission(database: Database, id: number): Promise<boolean> {
  const rows = await database.db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length > 0;
}
