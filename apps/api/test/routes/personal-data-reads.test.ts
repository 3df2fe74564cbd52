import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import type { TokenKit } from '../support/user-tokens';
import { dataUrl, pdfFile } from '../support/office-files';
import { body, formApi, postJson, type ErrorDoc } from './contact-form-support';

const SUBMISSIONS = '/api/v3/contact_form_submissions';
const AUDIT = '/api/v3/personal_data_reads';

interface AuditDoc {
  data: {
    type: string;
    id: string;
    attributes: {
      account: string;
      read_at: string;
      action: string;
      route: string;
      submission_ids: string[];
    };
  }[];
  meta: { pagination: { current: number; last: number; next: number | null; records: number } };
}

const lines: Record<string, unknown>[] = [];
const events = (name: string) => lines.filter((line) => line.security === name);

describe('the read audit of personal data (issue 30 item 3)', () => {
  let app: FastifyInstance;
  let database: Database;
  let kit: TokenKit;
  let forms: string;
  let forms2: string;
  let admin: string;
  const ids: string[] = [];

  const get = (url: string, token?: string): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : { 'user-authorization': `Bearer ${token}` },
    });
  const auditRows = async () =>
    database.query<{ account: string; action: string; route: string; submission_ids: number[] }>(
      sql`select account, action, route, submission_ids from personal_data_reads order by id`,
    );

  beforeAll(async () => {
    ({ app, database, kit } = await formApi({
      logLevel: 'info',
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    }));
    forms = await kit.sign({ sub: 'forms-ala', nickname: 'Ala Formularze', roles: ['forms'] });
    forms2 = await kit.sign({ sub: 'forms-olek', roles: ['forms'] });
    admin = await kit.sign({ sub: 'admin-1', roles: ['admin'] });
    for (const payload of [
      body({ name: 'Ola' }),
      body({ form: 'job', file: { name: 'cv.pdf', data: dataUrl(pdfFile()) } }),
      body({ form: 'contact' }),
    ]) {
      ids.push((await postJson(app, payload)).json<{ data: { id: string } }>().data.id);
    }
  });
  afterAll(() => app.close());

  it('a list read is recorded with the ids it returned, before the answer', async () => {
    await database.query(sql`delete from personal_data_reads`);
    const page = await get(`${SUBMISSIONS}?page[size]=2`, forms);
    expect(page.statusCode).toBe(200);
    const returned = page.json<{ data: { id: string }[] }>().data.map((s) => Number(s.id));
    expect(returned).toHaveLength(2);
    await get(`${SUBMISSIONS}?filter[form_eq]=newsletter`, forms); // 400: nothing read
    await get(`${SUBMISSIONS}?filter[form_eq]=volunteer`, forms2);
    expect(await auditRows()).toEqual([
      {
        account: 'forms-ala',
        action: 'list',
        route: 'GET /api/v3/contact_form_submissions',
        submission_ids: returned,
      },
      {
        account: 'forms-olek',
        action: 'list',
        route: 'GET /api/v3/contact_form_submissions',
        submission_ids: [Number(ids[0])],
      },
    ]);
  });

  it('a CV download is recorded and logged as a cv_download security event', async () => {
    await database.query(sql`delete from personal_data_reads`);
    lines.length = 0;
    const cv = ids[1] ?? '';
    expect((await get(`/api/v2/contact_form_submissions/${cv}/attachment`, forms)).statusCode).toBe(
      200,
    );
    // No file, no submission: nothing read, nothing recorded.
    for (const id of [ids[0] ?? '', '999999']) {
      expect((await get(`${SUBMISSIONS}/${id}/attachment`, forms)).statusCode).toBe(404);
    }
    expect(await auditRows()).toEqual([
      {
        account: 'forms-ala',
        action: 'attachment',
        route: 'GET /api/v2/contact_form_submissions/:id/attachment',
        submission_ids: [Number(cv)],
      },
    ]);
    expect(events('cv_download')).toEqual([
      expect.objectContaining({ level: 40, account: 'forms-ala', submission: Number(cv) }),
    ]);
    expect(JSON.stringify(events('cv_download'))).not.toContain('Ala Formularze');
  });

  it('when the read cannot be recorded it fails with a 503 and sends nothing', async () => {
    await database.query(sql`alter table personal_data_reads rename to personal_data_reads_away`);
    try {
      for (const url of [SUBMISSIONS, `${SUBMISSIONS}/${ids[1] ?? ''}/attachment`]) {
        const response = await get(url, forms);
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.headers['content-type']).toContain('application/vnd.api+json');
        expect(response.json<ErrorDoc>().errors[0]?.status).toBe('503');
        expect(response.body).not.toContain('Kowalska');
        expect(response.body).not.toContain('%PDF');
      }
    } finally {
      await database.query(sql`alter table personal_data_reads_away rename to personal_data_reads`);
    }
  });

  it('admin lists the reads newest first, in pages, never cached', async () => {
    await database.query(sql`delete from personal_data_reads`);
    await get(SUBMISSIONS, forms);
    await get(`${SUBMISSIONS}/${ids[1] ?? ''}/attachment`, forms2);
    await get(`${SUBMISSIONS}?filter[form_eq]=contact`, forms2);
    const response = await get(AUDIT, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    const doc = response.json<AuditDoc>();
    expect(doc.data.map((read) => [read.attributes.account, read.attributes.action])).toEqual([
      ['forms-olek', 'list'],
      ['forms-olek', 'attachment'],
      ['forms-ala', 'list'],
    ]);
    expect(doc.data[1]).toEqual({
      type: 'personal_data_reads',
      id: expect.any(String) as string,
      attributes: {
        account: 'forms-olek',
        read_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
        action: 'attachment',
        route: 'GET /api/v3/contact_form_submissions/:id/attachment',
        submission_ids: [ids[1]],
      },
    });
    expect(doc.data[2]?.attributes.submission_ids).toEqual([...ids].reverse());
    expect(doc.meta.pagination).toEqual({ current: 1, last: 1, next: null, records: 3 });
    const second = (await get(`${AUDIT}?page[size]=2&page[number]=2`, admin)).json<AuditDoc>();
    expect(second.data.map((read) => read.attributes.account)).toEqual(['forms-ala']);
    expect(second.meta.pagination).toEqual({ current: 2, last: 2, next: null, records: 3 });
  });

  it('filters by submission and by reader', async () => {
    const ofCv = (
      await get(`${AUDIT}?filter[submission_eq]=${ids[1] ?? ''}`, admin)
    ).json<AuditDoc>();
    expect(ofCv.data.map((read) => read.attributes.action)).toEqual(['attachment', 'list']);
    const ofContact = (
      await get(`${AUDIT}?filter[submission_eq]=${ids[2] ?? ''}`, admin)
    ).json<AuditDoc>();
    expect(ofContact.data).toHaveLength(2);
    const byOlek = (await get(`${AUDIT}?filter[account_eq]=forms-olek`, admin)).json<AuditDoc>();
    expect(byOlek.meta.pagination.records).toBe(2);
    const both = await get(
      `${AUDIT}?filter[account_eq]=forms-ala&filter[submission_eq]=${ids[0] ?? ''}`,
      admin,
    );
    expect(both.json<AuditDoc>().data.map((read) => read.attributes.account)).toEqual([
      'forms-ala',
    ]);
  });

  it.each([
    ['filter[submission_eq]=abc', 'filter[submission_eq]'],
    ['filter[submission_eq]=99999999999', 'filter[submission_eq]'],
    ['filter[account_eq]=' + 'x'.repeat(201), 'filter[account_eq]'],
    ['filter[route_eq]=x', 'filter[route_eq]'],
    ['sort=read_at', 'sort'],
    ['include=submissions', 'include'],
    ['page[size]=51', 'page[size]'],
    ['q=x', 'q'],
  ])('400 for %s', async (query, parameter) => {
    const response = await get(`${AUDIT}?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(
      response.json<ErrorDoc & { errors: { source?: unknown }[] }>().errors[0]?.source,
    ).toEqual({ parameter });
  });

  it('401 anonymous, 403 for the forms team (it cannot read who read)', async () => {
    expect((await get(AUDIT)).statusCode).toBe(401);
    expect((await get(AUDIT, forms)).statusCode).toBe(403);
  });
});
