import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@trybuna/db';
import { compoundFile, dataUrl, docxFile, pdfFile } from '../support/office-files';
import {
  body,
  formApi,
  pointers,
  postJson,
  sha256,
  storedCount,
  storedRow,
  type ErrorDoc,
} from './contact-form-support';

interface Created {
  data: { type: string; id: string; attributes: { form: string; created_at: string } };
}

describe('POST contact_form with JSON (001 §7, issue 17 item 4)', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    ({ app, database } = await formApi());
  });
  afterAll(() => app.close());

  it('201 after the row is stored: the fields trimmed, no file, the volunteer form by default', async () => {
    const response = await postJson(
      app,
      body({ name: '  Anna ', about_you: ' Pomogę.\r\nW soboty. ', phone: '' }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<Created>();
    expect(created.data).toMatchObject({
      type: 'contact_form_submissions',
      attributes: { form: 'volunteer' },
    });
    expect(Number.isNaN(Date.parse(created.data.attributes.created_at))).toBe(false);
    expect(await storedRow(database, created.data.id)).toMatchObject({
      form: 'volunteer',
      name: 'Anna',
      surname: 'Kowalska',
      email: 'anna.kowalska@example.com',
      phone: null,
      about_you: 'Pomogę.\nW soboty.',
      consent: true,
      file_name: null,
      file_type: null,
      file_size: null,
      file_sha256: null,
    });
  });

  it.each([
    ['cv.pdf', pdfFile(), 'application/pdf', 'job'],
    [
      'Życiorys.docx',
      docxFile(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'job',
    ],
    ['cv.doc', compoundFile(), 'application/msword', 'volunteer'],
  ])('a %s is stored byte for byte with its recognised type', async (name, bytes, type, form) => {
    const response = await postJson(
      app,
      body({ form, locale: 'pl', file: { name, data: dataUrl(bytes) } }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<Created>().data;
    expect(await storedRow(database, id)).toMatchObject({
      form,
      file_name: name,
      file_type: type,
      file_size: bytes.length,
      file_sha256: sha256(bytes),
    });
  });

  it('the name is stored safe: the last path segment, no control or bidi characters, ≤ 200', async () => {
    const cases: [string, string][] = [
      ['C:\\fakepath\\cv.pdf', 'cv.pdf'],
      ['../../etc/cv.pdf', 'cv.pdf'],
      ['cv\u202Efdp.exe\u0000\n.pdf', 'cvfdp.exe.pdf'],
      [`${'ż'.repeat(300)}.pdf`, 'ż'.repeat(200)],
      ['  ', 'attachment.pdf'],
    ];
    for (const [sent, kept] of cases) {
      const response = await postJson(
        app,
        body({ file: { name: sent, data: dataUrl(pdfFile()) } }),
      );
      expect(response.statusCode).toBe(201);
      const row = await storedRow(database, response.json<Created>().data.id);
      expect(row?.file_name).toBe(kept);
    }
  });

  it('v2 answers the same; the contact and English business forms', async () => {
    const v2 = await postJson(app, body({ form: 'contact', locale: 'en' }), {
      url: '/api/v2/contact_form',
    });
    expect(v2.statusCode).toBe(201);
    expect(v2.json<Created>().data.attributes.form).toBe('contact');
  });

  it.each([
    ['name', { name: undefined }, 'name is required'],
    ['name', { name: '   ' }, 'name is required'],
    ['name', { name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
    ['name', { name: 'Anna\u0000' }, 'name must not contain control characters'],
    ['surname', { surname: '' }, 'surname is required'],
    ['surname', { surname: 42 }, 'surname must be a string'],
    ['email', { email: undefined }, 'email is required'],
    ['email', { email: 'anna@' }, 'email must be a valid e-mail address'],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, 'email must be at most 254 characters'],
    ['phone', { phone: '600-100-200 wew. 3' }, 'phone may hold only digits, spaces, +, (, ) and -'],
    ['phone', { phone: '1'.repeat(41) }, 'phone must be at most 40 characters'],
    ['about_you', { about_you: 'x'.repeat(5001) }, 'about_you must be at most 5000 characters'],
    [
      'consent',
      { consent: false },
      'consent must be true: the data processing information must be accepted',
    ],
    [
      'consent',
      { consent: 'true' },
      'consent must be true: the data processing information must be accepted',
    ],
    [
      'consent',
      { consent: undefined },
      'consent must be true: the data processing information must be accepted',
    ],
    ['form', { form: 'newsletter' }, 'form must be one of volunteer, job, contact'],
    ['locale', { locale: 'de' }, 'locale must be pl or en'],
    ['file', { file: 'cv.pdf' }, 'Invalid input: expected object, received string'],
    ['file/name', { file: { data: dataUrl(pdfFile()) } }, 'file.name must be a string'],
    ['extra', { extra: 1 }, 'Unknown field "extra"'],
  ])('422 at /%s (case %#)', async (pointer, changes, detail) => {
    const before = await storedCount(database);
    const response = await postJson(app, body(changes));
    expect(response.statusCode).toBe(422);
    const doc = response.json<ErrorDoc>();
    expect(doc.errors).toEqual([
      { status: '422', title: 'Unprocessable Entity', detail, source: { pointer: `/${pointer}` } },
    ]);
    expect(doc.meta?.message).toBe(detail);
    expect(await storedCount(database)).toBe(before);
  });

  it('an empty body lists every missing field, in order', async () => {
    const response = await postJson(app, {});
    expect(response.statusCode).toBe(422);
    expect(pointers(response)).toEqual(['/name', '/surname', '/email', '/consent']);
  });

  it('a body that is not an object, malformed JSON, an unknown query parameter', async () => {
    expect((await postJson(app, [body()])).statusCode).toBe(422);
    expect((await postJson(app, 'null')).statusCode).toBe(422);
    const broken = await postJson(app, '{"name": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ErrorDoc>().errors[0]?.status).toBe('400');
    const query = await postJson(app, body(), { url: '/api/v3/contact_form?include=x' });
    expect(query.statusCode).toBe(400);
  });

  it('415 for a content type the route does not read; other routes still refuse multipart', async () => {
    const text = await postJson(app, 'name=Anna', { type: 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json<ErrorDoc>().errors[0]?.status).toBe('415');
    const form = await postJson(app, 'name=Anna', { type: 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    const likes = await app.inject({
      method: 'POST',
      url: '/api/v3/likes',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(likes.statusCode).toBe(415);
  });

  it('the honeypot filled: 422 "Submission refused", nothing stored, nothing else said', async () => {
    const before = await storedCount(database);
    for (const value of ['+48 22 000 00 00', ' ', 0, false, {}]) {
      const response = await postJson(app, body({ contact_me_by_fax_only: value, email: 'x' }));
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorDoc>().errors).toEqual([
        { status: '422', title: 'Unprocessable Entity', detail: 'Submission refused' },
      ]);
    }
    expect(await storedCount(database)).toBe(before);
    const empty = await postJson(app, body({ contact_me_by_fax_only: '' }));
    expect(empty.statusCode).toBe(201);
  });

  it('a refused submission is logged at warn with what was wrong, never what was typed', async () => {
    const warn = vi.spyOn(app.log, 'warn');
    try {
      await postJson(app, body({ name: 'Tajemnicza', email: 'sekret@', consent: false }));
      await postJson(app, body({ surname: 'Ukryta', contact_me_by_fax_only: 'bot' }));
      await postJson(app, body({ file: { name: 'cv.pdf', data: 'data:x;base64,@' } }));
      await postJson(app, body());
      expect(warn.mock.calls).toEqual([
        [{ statusCode: 422, problems: ['/email', '/consent'] }, 'contact form submission refused'],
        [{ statusCode: 422, problems: ['Submission refused'] }, 'contact form submission refused'],
        [{ statusCode: 422, problems: ['/file/data'] }, 'contact form submission refused'],
      ]);
      const logged = JSON.stringify(warn.mock.calls);
      for (const typed of ['Tajemnicza', 'sekret', 'Ukryta', 'bot', 'Kowalska']) {
        expect(logged).not.toContain(typed);
      }
    } finally {
      warn.mockRestore();
    }
  });
});
