import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@trybuna/db';
import { testApiWithDatabase } from '../support/app';

/** A submission (with a file) made `daysAgo` days ago; its id. */
async function submissionAged(database: Database, daysAgo: number, name: string): Promise<number> {
  const [row] = await database.query<{ id: number }>(sql`
    insert into contact_form_submissions
      (form, name, surname, email, consent, file_name, file_type, file_size, file_data, created_at)
    values ('job', ${name}, 'Nowak', 'a@example.com', true, 'cv.pdf', 'application/pdf', 4,
      '\\x25504446'::bytea, now() - make_interval(days => ${daysAgo}))
    returning id`);
  if (!row) throw new Error('no submission inserted');
  return row.id;
}

/** A read-audit row made `daysAgo` days ago naming `submissions`. */
async function readAged(database: Database, daysAgo: number, account: string): Promise<void> {
  await database.query(sql`
    insert into personal_data_reads (account, action, route, submission_ids, read_at)
    values (${account}, 'list', 'GET /api/v3/contact_form_submissions', '{1}',
      now() - make_interval(days => ${daysAgo}))`);
}

const names = async (database: Database) =>
  (
    await database.query<{ name: string }>(
      sql`select name from contact_form_submissions order by name`,
    )
  ).map((row) => row.name);
const readers = async (database: Database) =>
  (
    await database.query<{ account: string }>(
      sql`select account from personal_data_reads order by account`,
    )
  ).map((row) => row.account);

describe('personal data retention (issue 30 item 4)', () => {
  it('at start: submissions past 180 days go with their files, the audit after 360', async () => {
    const { app, database } = await testApiWithDatabase({}, async (db) => {
      await submissionAged(db, 181, 'stary');
      await submissionAged(db, 179, 'nowy');
      await submissionAged(db, 0, 'dzisiejszy');
      await readAged(db, 361, 'audit-old');
      await readAged(db, 359, 'audit-kept');
    });
    try {
      expect(await names(database)).toEqual(['dzisiejszy', 'nowy']);
      expect(await readers(database)).toEqual(['audit-kept']);
      expect(app.personalDataRetention.retentionDays).toBe(180);
      expect(app.personalDataRetention.auditRetentionDays).toBe(360);
    } finally {
      await app.close();
    }
  });

  it('keeps what PERSONAL_DATA_RETENTION_DAYS says (here 30 days, the audit 60)', async () => {
    const { app, database } = await testApiWithDatabase(
      { personalData: { retentionDays: 30 } },
      async (db) => {
        await submissionAged(db, 31, 'stary');
        await submissionAged(db, 29, 'nowy');
        await readAged(db, 61, 'audit-old');
        await readAged(db, 59, 'audit-kept');
      },
    );
    try {
      expect(await names(database)).toEqual(['nowy']);
      expect(await readers(database)).toEqual(['audit-kept']);
    } finally {
      await app.close();
    }
  });

  describe('on its schedule', () => {
    const intervalMs = 3_600_000;
    const errors: unknown[] = [];
    let app: FastifyInstance;
    let database: Database;
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      ({ app, database } = await testApiWithDatabase({
        personalData: { intervalMs },
        logLevel: 'error',
        logStream: { write: (line) => errors.push(JSON.parse(line)) },
      }));
    });
    afterAll(async () => {
      await app.close();
      vi.useRealTimers();
    });

    it('runs again every interval, never twice at once', async () => {
      const retention = app.personalDataRetention;
      const run = vi.spyOn(retention, 'run');
      await submissionAged(database, 200, 'stary');
      vi.advanceTimersByTime(intervalMs - 1);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
      // Asked again while that purge runs: the same purge, not a second one.
      const joined = retention.run();
      expect(joined).toBe(run.mock.results[0]?.value);
      expect(await joined).toEqual({ submissions: 1, reads: 0 });
      expect(await names(database)).toEqual([]);
      expect(await retention.run()).toEqual({ submissions: 0, reads: 0 });
      run.mockRestore();
    });

    it('a failed purge is logged and tried again later; the API keeps answering', async () => {
      await submissionAged(database, 200, 'stary');
      await database.query(sql`alter table contact_form_submissions rename to submissions_away`);
      try {
        expect(await app.personalDataRetention.run()).toBeNull();
      } finally {
        await database.query(sql`alter table submissions_away rename to contact_form_submissions`);
      }
      expect(errors).toEqual([
        expect.objectContaining({ msg: 'personal data retention: the purge failed' }),
      ]);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect(await app.personalDataRetention.run()).toEqual({ submissions: 1, reads: 0 });
    });

    it('stops with the app', async () => {
      const run = vi.spyOn(app.personalDataRetention, 'run');
      await app.close();
      vi.advanceTimersByTime(intervalMs * 3);
      expect(run).not.toHaveBeenCalled();
    });
  });
});
