import { CONTACT_FILE_MAX_BYTES } from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import { checkChosenFile, fileDataUrl } from './attachment';

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0, 8, 0]);

describe('the chosen attachment (001 §5)', () => {
  it('refuses a file above 5 MB: "File should weigh max 5MB"', async () => {
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' });
    expect(await checkChosenFile(big)).toEqual({ error: 'fileTooBig' });
    const justOver = new File([PDF, new Uint8Array(CONTACT_FILE_MAX_BYTES)], 'cv.pdf');
    expect(await checkChosenFile(justOver)).toEqual({ error: 'fileTooBig' });
  });

  it('refuses a renamed executable and anything else by its first bytes, whatever the name', async () => {
    const exe = new File(['MZ\x90\x00\x03\x00\x00\x00'], 'cv.pdf', { type: 'application/pdf' });
    expect(await checkChosenFile(exe)).toEqual({ error: 'fileType' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])], 'cv.docx');
    expect(await checkChosenFile(png)).toEqual({ error: 'fileType' });
    expect(await checkChosenFile(new File([], 'empty.pdf'))).toEqual({ error: 'fileType' });
  });

  it('takes a pdf, a doc and a docx by their content, keeping the name', async () => {
    const pdf = new File([PDF], 'Życiorys Anny.pdf');
    expect(await checkChosenFile(pdf)).toEqual({
      file: { blob: pdf, name: 'Życiorys Anny.pdf', kind: 'pdf' },
    });
    const exactly5Mb = new File(
      [PDF, new Uint8Array(CONTACT_FILE_MAX_BYTES - PDF.length)],
      'a.pdf',
    );
    expect(await checkChosenFile(exactly5Mb)).toMatchObject({ file: { kind: 'pdf' } });
    expect(await checkChosenFile(new File([OLE], 'cv.doc'))).toMatchObject({
      file: { kind: 'doc' },
    });
    // A pdf named .docx is a pdf: the content decides.
    expect(await checkChosenFile(new File([PDF], 'cv.docx'))).toMatchObject({
      file: { kind: 'pdf' },
    });
    expect(await checkChosenFile(new File([ZIP], 'cv.docx'))).toMatchObject({
      file: { kind: 'docx' },
    });
  });

  it('the data URL carries the kind’s media type and the exact bytes', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const url = await fileDataUrl(new Blob([bytes]), 'pdf');
    expect(url.startsWith('data:application/pdf;base64,JVBERi')).toBe(true);
    const decoded = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    expect(new Uint8Array(decoded)).toEqual(bytes);
    expect(await fileDataUrl(new Blob([ZIP]), 'docx')).toMatch(
      /^data:application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document;base64,UEsDB/,
    );
    expect(await fileDataUrl(new Blob([OLE]), 'doc')).toMatch(/^data:application\/msword;base64,/);
  });
});
