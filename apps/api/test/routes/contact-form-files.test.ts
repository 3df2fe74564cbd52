import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import {
  compoundFile,
  dataUrl,
  docxFile,
  exeFile,
  pdfFile,
  pngFile,
  zipFile,
} from '../support/office-files';
import {
  body,
  formApi,
  postJson,
  sha256,
  storedCount,
  storedRow,
  type ErrorDoc,
} from './contact-form-support';

const MIB = 1024 * 1024;
const TOO_LARGE = 'File should weigh max 5MB';
const NOT_A_DOCUMENT = 'The file must be a PDF, DOC or DOCX document';

/** A PDF of exactly `size` bytes (a valid header, padded with a comment). */
const pdfOf = (size: number) => {
  const head = pdfFile();
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};

describe('POST contact_form: the attachment in JSON (001 §5, §7)', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    ({ app, database } = await formApi());
  });
  afterAll(() => app.close());

  /** Posts `file` and expects a 422 at `pointer` with `detail`, nothing stored. */
  async function refused(file: unknown, pointer: string, detail: string) {
    const before = await storedCount(database);
    const response = await postJson(app, body({ form: 'job', file }));
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorDoc>().errors).toEqual([
      { status: '422', title: 'Unprocessable Entity', detail, source: { pointer } },
    ]);
    expect(await storedCount(database)).toBe(before);
  }

  it('a file of exactly 5 MiB is stored whole', async () => {
    const file = pdfOf(5 * MIB);
    const response = await postJson(
      app,
      body({ form: 'job', file: { name: 'cv.pdf', data: dataUrl(file, 'application/pdf') } }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ data: { id: string } }>().data;
    expect(await storedRow(database, id)).toMatchObject({
      file_size: 5 * MIB,
      file_sha256: sha256(file),
    });
  });

  it("one byte more: 422 'File should weigh max 5MB' at /file", async () => {
    await refused({ name: 'cv.pdf', data: dataUrl(pdfOf(5 * MIB + 1)) }, '/file', TOO_LARGE);
  });

  it('a 6 MB file passes the body limit no more: 413 JSON:API, nothing stored', async () => {
    const before = await storedCount(database);
    const file = { name: 'cv.pdf', data: dataUrl(pdfOf(6 * 1000 * 1000)) };
    const response = await postJson(app, body({ form: 'job', file }));
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorDoc>().errors[0]).toMatchObject({
      status: '413',
      title: 'Payload Too Large',
    });
    expect(await storedCount(database)).toBe(before);
  });

  it('the route body limit is its own: other routes keep 64 KiB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/likes',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['an executable renamed cv.pdf', 'cv.pdf', exeFile(), 'application/pdf'],
    ['a PNG named cv.docx', 'cv.docx', pngFile(), 'application/msword'],
    [
      'a zip that is not a Word document',
      'cv.docx',
      zipFile({ 'cv.txt': 'CV' }),
      'application/zip',
    ],
    [
      'a macro-enabled Word document',
      'cv.docx',
      docxFile('application/vnd.ms-word.document.macroEnabled.main+xml'),
      'application/octet-stream',
    ],
    [
      'an Excel compound file named cv.doc',
      'cv.doc',
      compoundFile('Workbook'),
      'application/msword',
    ],
    ['plain text', 'cv.pdf', Buffer.from('Jan Nowak, CV'), 'application/pdf'],
    // Issue 30: Word documents carrying VBA macros.
    [
      'a .doc with a Macros storage',
      'cv.doc',
      compoundFile('WordDocument', 'Macros'),
      'application/msword',
    ],
    [
      'a .doc with a _VBA_PROJECT stream',
      'cv.doc',
      compoundFile('WordDocument', '_VBA_PROJECT'),
      'application/msword',
    ],
    [
      'a .docx (its content types untouched) with a word/vbaProject.bin part',
      'cv.docx',
      docxFile(undefined, { 'word/vbaProject.bin': Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) }),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'a .docx with a VBAPROJECT.BIN part in another folder',
      'cv.docx',
      docxFile(undefined, { 'customXml/VBAPROJECT.BIN': 'x' }),
      'application/octet-stream',
    ],
  ])('422 /file for %s, whatever its name and declared type', async (_what, name, bytes, type) => {
    await refused({ name, data: dataUrl(bytes, type) }, '/file', NOT_A_DOCUMENT);
  });

  it.each([
    ['no data: header', 'JVBERi0xLjQK', 'file.data must be a data URL: data:<type>;base64,<data>'],
    [
      'not base64',
      'data:application/pdf,%PDF-1.4',
      'file.data must be a data URL: data:<type>;base64,<data>',
    ],
    [
      'a header too long',
      `data:${'a'.repeat(3000)};base64,JVBE`,
      'file.data must be a data URL: data:<type>;base64,<data>',
    ],
    [
      'characters outside base64',
      'data:application/pdf;base64,JVBE@@==',
      'file.data is not valid base64',
    ],
    ['a space inside', 'data:application/pdf;base64,JVBE RiA=', 'file.data is not valid base64'],
    [
      'a length not a multiple of 4',
      'data:application/pdf;base64,JVBER',
      'file.data is not valid base64',
    ],
    [
      'padding in the middle',
      'data:application/pdf;base64,JV==RiAx',
      'file.data is not valid base64',
    ],
    ['nothing after the comma', 'data:application/pdf;base64,', 'The file is empty'],
  ])('422 /file/data for a malformed data URL: %s', async (_what, data, detail) => {
    await refused({ name: 'cv.pdf', data }, '/file/data', detail);
  });

  it('a data URL with parameters or no type is read (the content decides)', async () => {
    const bytes = docxFile();
    for (const data of [
      `data:application/octet-stream;name=cv.docx;base64,${bytes.toString('base64')}`,
      `data:;base64,${bytes.toString('base64')}`,
    ]) {
      const response = await postJson(app, body({ file: { name: 'cv.docx', data } }));
      expect(response.statusCode).toBe(201);
    }
  });

  it('the same .doc and .docx without macros are stored (the check reads the macros only)', async () => {
    for (const [name, bytes] of [
      ['cv.doc', compoundFile('WordDocument')],
      ['cv.docx', docxFile(undefined, { 'word/styles.xml': '<w:styles/>' })],
    ] as const) {
      const response = await postJson(app, body({ file: { name, data: dataUrl(bytes) } }));
      expect(response.statusCode).toBe(201);
    }
  });

  it("the uploader's name is never a path: no folders, no leading dots", async () => {
    for (const [sent, kept] of [
      ['..', 'attachment.pdf'],
      ['../../..', 'attachment.pdf'],
      ['..\\..\\.htaccess', 'htaccess'],
      ['/var/lib/trybuna/. . cv.pdf', 'cv.pdf'],
    ]) {
      const response = await postJson(
        app,
        body({ file: { name: sent, data: dataUrl(pdfFile()) } }),
      );
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ data: { id: string } }>().data;
      expect((await storedRow(database, id))?.file_name).toBe(kept);
    }
  });

  it('file null is no file', async () => {
    const response = await postJson(app, body({ file: null }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ data: { id: string } }>().data;
    expect((await storedRow(database, id))?.file_size).toBeNull();
  });
});
