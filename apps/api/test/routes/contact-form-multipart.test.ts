import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import { docxFile, exeFile, pdfFile } from '../support/office-files';
import {
  formApi,
  multipartBody,
  pointers,
  postMultipart,
  sha256,
  storedCount,
  storedRow,
  textParts,
  URL,
  type ErrorDoc,
  type Part,
} from './contact-form-support';

const cv = (bytes: Buffer, filename = 'cv.pdf', name = 'file'): Part => ({
  name,
  value: bytes,
  filename,
});

describe('POST contact_form as multipart/form-data (001 §7)', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    ({ app, database } = await formApi());
  });
  afterAll(() => app.close());

  /** Expects `status`, errors at `expected` pointers, and nothing stored. */
  async function refused(parts: Part[], status: number, expected: (string | undefined)[]) {
    const before = await storedCount(database);
    const response = await postMultipart(app, parts);
    expect(response.statusCode).toBe(status);
    expect(response.json<ErrorDoc>().errors.every((e) => e.status === String(status))).toBe(true);
    expect(pointers(response)).toEqual(expected);
    expect(await storedCount(database)).toBe(before);
    return response.json<ErrorDoc>();
  }

  it('201: the text parts and the file part, stored byte for byte', async () => {
    const bytes = pdfFile('%% a longer CV\n'.repeat(1000));
    const response = await postMultipart(app, [
      ...textParts({ phone: '600 100 200', about_you: 'Szukam pracy\r\nw klubie.' }),
      cv(bytes, 'C:\\fakepath\\Jan Nowak CV.pdf'),
    ]);
    expect(response.statusCode).toBe(201);
    const { id, attributes } = response.json<{
      data: { id: string; attributes: { form: string } };
    }>().data;
    expect(attributes.form).toBe('job');
    expect(await storedRow(database, id)).toMatchObject({
      form: 'job',
      name: 'Jan',
      phone: '600 100 200',
      about_you: 'Szukam pracy\nw klubie.',
      consent: true,
      file_name: 'Jan Nowak CV.pdf',
      file_type: 'application/pdf',
      file_size: bytes.length,
      file_sha256: sha256(bytes),
    });
  });

  it('a checkbox sends consent "on"; a form without a file; a docx whatever its declared type', async () => {
    const checkbox = await postMultipart(app, textParts({ consent: 'on', form: undefined }));
    expect(checkbox.statusCode).toBe(201);
    const docx = await postMultipart(app, [
      ...textParts(),
      { name: 'file', value: docxFile(), filename: 'cv.docx', type: 'application/octet-stream' },
    ]);
    expect(docx.statusCode).toBe(201);
  });

  it("a 6 MB file: 422 'File should weigh max 5MB' at /file", async () => {
    const doc = await refused(
      [...textParts(), cv(Buffer.concat([pdfFile(), Buffer.alloc(6_000_000, 0x20)]))],
      422,
      ['/file'],
    );
    expect(doc.errors[0]?.detail).toBe('File should weigh max 5MB');
  });

  it('an executable named cv.pdf: 422 at /file', async () => {
    const doc = await refused([...textParts(), cv(exeFile())], 422, ['/file']);
    expect(doc.errors[0]?.detail).toBe('The file must be a PDF, DOC or DOCX document');
  });

  it('the fields are checked as in JSON: one error per field, unknown fields refused', async () => {
    await refused(textParts({ name: ' ', email: 'jan', consent: 'false', form: 'x' }), 422, [
      '/name',
      '/email',
      '/consent',
      '/form',
    ]);
    await refused(textParts({ consent: undefined }), 422, ['/consent']);
    await refused(textParts({ cv_text: 'x' }), 422, ['/cv_text']);
  });

  it('the honeypot filled: 422 "Submission refused"', async () => {
    const doc = await refused(textParts({ contact_me_by_fax_only: 'tak' }), 422, [undefined]);
    expect(doc.errors[0]?.detail).toBe('Submission refused');
  });

  it('parts off the contract: two files, a file under another name, text named file, twice', async () => {
    const pdf = pdfFile();
    const two = await refused([...textParts(), cv(pdf), cv(pdf, 'b.pdf')], 422, ['/file']);
    expect(two.errors[0]?.detail).toBe('Send one file at most');
    await refused([...textParts(), cv(pdf, 'cv.pdf', 'cv')], 422, [undefined]);
    await refused([...textParts(), { name: 'file', value: 'cv.pdf' }], 422, ['/file']);
    await refused([...textParts(), { name: 'name', value: 'Adam' }], 422, ['/name']);
  });

  it('a text part past 32 KiB is refused, not cut', async () => {
    const doc = await refused(textParts({ about_you: 'x'.repeat(33 * 1024) }), 422, ['/about_you']);
    expect(doc.errors[0]?.detail).toBe('about_you is too long');
  });

  it('too many parts: 413', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ name: `f${String(i)}`, value: 'x' }));
    await refused(many, 413, [undefined]);
  });

  it('a broken multipart body is a 400, never a 500', async () => {
    const { payload, contentType } = multipartBody([...textParts(), cv(pdfFile())]);
    for (const [type, sent] of [
      [contentType, payload.subarray(0, payload.length - 40)],
      ['multipart/form-data', payload],
      ['multipart/form-data; boundary=other', payload],
      [contentType, Buffer.from('garbage')],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': type },
        payload: sent,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json<ErrorDoc>().errors[0]?.status).toBe(String(response.statusCode));
    }
  });

  it('a body past the route limit by Content-Length: 413 before it is read', async () => {
    const { payload, contentType } = multipartBody([
      ...textParts(),
      cv(Buffer.concat([pdfFile(), Buffer.alloc(7_200_000, 0x20)])),
    ]);
    const before = await storedCount(database);
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorDoc>().errors[0]?.status).toBe('413');
    expect(await storedCount(database)).toBe(before);
  });
});
