import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import type { TokenKit } from '../support/user-tokens';
import { dataUrl, pdfFile } from '../support/office-files';
import { body, formApi, postJson } from './contact-form-support';

const SUBMISSIONS = '/api/v3/contact_form_submissions';

const lines: Record<string, unknown>[] = [];

describe('DELETE contact_form_submissions/{id}: erasure on request (issue 30 item 4)', () => {
  let app: FastifyInstance;
  let database: Database;
  let kit: TokenKit;
  let forms: string;
  let cv = '';
  let other = '';

  const send = (method: 'GET' | 'DELETE', url: string, token?: string) =>
    app.inject({
      method,
      url,
      headers: token === undefined ? {} : { 'user-authorization': `Bearer ${token}` },
    });

  beforeAll(async () => {
    ({ app, database, kit } = await formApi({
      logLevel: 'info',
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    }));
    forms = await kit.sign({ sub: 'forms-ala', nickname: 'Ala', roles: ['forms'] });
    const sent = await postJson(
      app,
      body({ form: 'job', file: { name: 'cv.pdf', data: dataUrl(pdfFile()) } }),
    );
    cv = sent.json<{ data: { id: string } }>().data.id;
    other = (await postJson(app, body({ name: 'Ola' }))).json<{ data: { id: string } }>().data.id;
  });
  afterAll(() => app.close());

  it('401 anonymous; 403 for editors, moderators, admins and fans; nothing erased', async () => {
    expect((await send('DELETE', `${SUBMISSIONS}/${cv}`)).statusCode).toBe(401);
    for (const roles of [['editor'], ['moderator'], ['admin'], []]) {
      const token = await kit.sign({ sub: 'someone', roles });
      expect((await send('DELETE', `${SUBMISSIONS}/${cv}`, token)).statusCode).toBe(403);
    }
    const [row] = await database.query<{ n: number }>(
      sql`select count(*)::int as n from contact_form_submissions where id = ${Number(cv)}`,
    );
    expect(row?.n).toBe(1);
  });

  it('erases the submission with its file (204), logged; its audit rows keep only the id', async () => {
    expect((await send('GET', `${SUBMISSIONS}/${cv}/attachment`, forms)).statusCode).toBe(200);
    lines.length = 0;
    const erased = await send('DELETE', `${SUBMISSIONS}/${cv}`, forms);
    expect(erased.statusCode).toBe(204);
    expect(erased.body).toBe('');
    expect(lines.filter((line) => line.security === 'submission_erased')).toEqual([
      expect.objectContaining({ level: 40, account: 'forms-ala', submission: Number(cv) }),
    ]);
    expect(
      await database.query(sql`select id from contact_form_submissions where id = ${Number(cv)}`),
    ).toEqual([]);
    expect((await send('GET', `${SUBMISSIONS}/${cv}/attachment`, forms)).statusCode).toBe(404);
    const list = (await send('GET', SUBMISSIONS, forms)).json<{ data: { id: string }[] }>();
    expect(list.data.map((s) => s.id)).toEqual([other]);
    // Who read it stays on record, by id only (the table has no column for a fan's details).
    const reads = await database.query<{ action: string; submission_ids: number[] }>(
      sql`select action, submission_ids from personal_data_reads
          where ${Number(cv)} = any(submission_ids) order by id`,
    );
    expect(reads.map((read) => read.action)).toEqual(['attachment']);
  });

  it('404 for an erased, unknown or malformed id; 400 for a query', async () => {
    for (const id of [cv, '999999', 'abc', '99999999999']) {
      expect((await send('DELETE', `${SUBMISSIONS}/${id}`, forms)).statusCode, id).toBe(404);
    }
    expect((await send('DELETE', `${SUBMISSIONS}/${other}?x=1`, forms)).statusCode).toBe(400);
    expect((await send('GET', SUBMISSIONS, forms)).json<{ data: unknown[] }>().data).toHaveLength(
      1,
    );
  });
});
