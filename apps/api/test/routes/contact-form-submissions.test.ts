import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenKit } from '../support/user-tokens';
import { compoundFile, dataUrl, docxFile, pdfFile } from '../support/office-files';
import { body, formApi, postJson, sha256, type ErrorDoc } from './contact-form-support';

const LIST = '/api/v3/contact_form_submissions';

interface Submission {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  links?: { attachment: string };
}
interface ListDoc {
  data: Submission[];
  meta: { pagination: { current: number; last: number; next: number | null; records: number } };
}

describe('the forms team reads form submissions (issue 17 item 4, issue 30 item 3)', () => {
  let app: FastifyInstance;
  let kit: TokenKit;
  let forms: string;
  let fan: string;
  const ids: Record<string, string> = {};

  const get = (url: string, token?: string): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : { 'user-authorization': `Bearer ${token}` },
    });

  beforeAll(async () => {
    ({ app, kit } = await formApi());
    forms = await kit.sign({ sub: 'forms-1', nickname: 'Formularze', roles: ['forms'] });
    fan = await kit.sign({ sub: 'fan-1', nickname: 'Kibic' });
    const sent: [string, Record<string, unknown>][] = [
      ['volunteer', body({ name: 'Ola' })],
      ['pdf', body({ form: 'job', file: { name: 'CV Łukasz "Ł".pdf', data: dataUrl(pdfFile()) } })],
      ['docx', body({ form: 'job', file: { name: 'cv.docx', data: dataUrl(docxFile()) } })],
      ['doc', body({ form: 'job', file: { name: 'cv.doc', data: dataUrl(compoundFile()) } })],
      ['contact', body({ form: 'contact', about_you: 'Pytanie o bilety' })],
    ];
    for (const [key, payload] of sent) {
      const response = await postJson(app, payload);
      ids[key] = response.json<{ data: { id: string } }>().data.id;
    }
  });
  afterAll(() => app.close());

  it('401 anonymous, 403 for a fan, on the list and the download', async () => {
    for (const url of [LIST, `${LIST}/${ids.pdf ?? ''}/attachment`]) {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<ErrorDoc>().errors[0]?.detail).toBe('Sign in to read form submissions');
      const asFan = await get(url, fan);
      expect(asFan.statusCode).toBe(403);
      expect(asFan.json<ErrorDoc>().errors[0]?.detail).toBe(
        'Only the forms team (role forms) may read form submissions',
      );
    }
  });

  it('never a public resource: not by id, not as a list of the catalogue, not in search', async () => {
    expect((await get(`${LIST}/${ids.pdf ?? ''}`)).statusCode).toBe(404);
    expect((await get(`${LIST}/${ids.pdf ?? ''}`, forms)).statusCode).toBe(404);
    const include = await get('/api/v3/articles?include=contact_form_submissions');
    expect(include.statusCode).toBe(400);
  });

  it('the list: newest first, every field but the bytes, private and not stored', async () => {
    const response = await get(LIST, forms);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    const doc = response.json<ListDoc>();
    expect(doc.data.map((s) => s.id)).toEqual(
      ['contact', 'doc', 'docx', 'pdf', 'volunteer'].map((key) => ids[key]),
    );
    expect(doc.meta.pagination).toEqual({ current: 1, last: 1, next: null, records: 5 });
    const pdf = doc.data[3];
    expect(pdf).toEqual({
      type: 'contact_form_submissions',
      id: ids.pdf,
      attributes: {
        form: 'job',
        name: 'Anna',
        surname: 'Kowalska',
        email: 'anna.kowalska@example.com',
        phone: '+48 600 100 200',
        about_you: 'Chcę pomagać przy meczach.',
        consent: true,
        created_at: expect.any(String) as string,
        file_name: 'CV Łukasz "Ł".pdf',
        file_type: 'application/pdf',
        file_size: pdfFile().length,
      },
      links: { attachment: `${LIST}/${ids.pdf ?? ''}/attachment` },
    });
    expect(doc.data[0]?.links).toBeUndefined();
  });

  it('filter[form_eq] and pages of up to 50', async () => {
    const jobs = (await get(`${LIST}?filter[form_eq]=job&page[size]=2`, forms)).json<ListDoc>();
    expect(jobs.data.map((s) => s.id)).toEqual([ids.doc, ids.docx]);
    expect(jobs.meta.pagination).toEqual({ current: 1, last: 2, next: 2, records: 3 });
    const second = await get(`${LIST}?filter[form_eq]=job&page[size]=2&page[number]=2`, forms);
    expect(second.json<ListDoc>().data.map((s) => s.id)).toEqual([ids.pdf]);
    const past = await get(`${LIST}?page[number]=9`, forms);
    expect(past.json<ListDoc>().data).toEqual([]);
  });

  it.each([
    ['page[size]=51', 'page[size]'],
    ['filter[form_eq]=newsletter', 'filter[form_eq]'],
    ['filter[email_eq]=a@b.pl', 'filter[email_eq]'],
    ['sort=created_at', 'sort'],
    ['include=file', 'include'],
    ['q=x', 'q'],
  ])('400 for %s', async (query, parameter) => {
    const response = await get(`${LIST}?${query}`, forms);
    expect(response.statusCode).toBe(400);
    expect(
      response.json<ErrorDoc & { errors: { source?: { parameter?: string } }[] }>().errors[0]
        ?.source,
    ).toEqual({ parameter });
  });

  it.each([
    ['pdf', 'application/pdf', pdfFile()],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docxFile()],
    ['doc', 'application/msword', compoundFile()],
  ])('the %s attachment: its bytes as a download', async (key, type, bytes) => {
    const response = await get(`${LIST}/${ids[key] ?? ''}/attachment`, forms);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+"; filename\*=UTF-8''/,
    );
    expect(sha256(response.rawPayload)).toBe(sha256(bytes));
  });

  it('the download name: ASCII fallback and the exact name encoded (RFC 8187)', async () => {
    const response = await get(`${LIST}/${ids.pdf ?? ''}/attachment`, forms);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="CV _ukasz ___.pdf"; filename*=UTF-8''CV%20%C5%81ukasz%20%22%C5%81%22.pdf`,
    );
  });

  it('404 for a submission without a file, an unknown or malformed id; 400 for a query', async () => {
    for (const id of [ids.volunteer ?? '', '999999', 'abc', '99999999999']) {
      const response = await get(`${LIST}/${id}/attachment`, forms);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorDoc>().errors[0]?.status).toBe('404');
    }
    expect((await get(`${LIST}/${ids.pdf ?? ''}/attachment?x=1`, forms)).statusCode).toBe(400);
  });
});
