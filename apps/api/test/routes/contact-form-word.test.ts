import { describe, expect, it } from 'vitest';
import { attachmentKind } from '../../src/routes/contact-form/file';
import { compoundFileKind, docxHasMacros, zipEntryNames } from '../../src/routes/contact-form/word';
import { compoundFile, docxFile, zipFile } from '../support/office-files';

describe('Word files carrying macros (issue 30)', () => {
  it('reads a compound file’s directory: the Word stream and the macro storages', () => {
    expect(compoundFileKind(compoundFile())).toEqual({ word: true, macros: false });
    expect(compoundFileKind(compoundFile('WordDocument', 'Macros'))).toEqual({
      word: true,
      macros: true,
    });
    expect(compoundFileKind(compoundFile('WordDocument', '_VBA_PROJECT'))).toEqual({
      word: true,
      macros: true,
    });
    expect(compoundFileKind(compoundFile('Workbook'))).toEqual({ word: false, macros: false });
    expect(compoundFileKind(compoundFile().subarray(0, 600))).toBeNull();
  });

  it('reads a zip’s central directory; finds vbaProject.bin in any folder and case', () => {
    expect(zipEntryNames(zipFile({ 'a.txt': 'a', 'b/c.xml': 'c' }))).toEqual(['a.txt', 'b/c.xml']);
    expect(zipEntryNames(Buffer.from('PK not a zip'))).toBeNull();
    expect(docxHasMacros(docxFile())).toBe(false);
    expect(docxHasMacros(docxFile(undefined, { 'word/vbaProject.bin': 'x' }))).toBe(true);
    expect(docxHasMacros(docxFile(undefined, { 'x/VbaProject.BIN': 'x' }))).toBe(true);
  });

  it('the content check: macro-free .doc and .docx pass, the same with macros are no CV', async () => {
    expect(await attachmentKind(compoundFile())).toBe('doc');
    expect(await attachmentKind(docxFile())).toBe('docx');
    expect(await attachmentKind(compoundFile('WordDocument', 'Macros'))).toBeNull();
    expect(await attachmentKind(compoundFile('WordDocument', '_VBA_PROJECT'))).toBeNull();
    expect(
      await attachmentKind(docxFile(undefined, { 'word/vbaProject.bin': Buffer.alloc(16) })),
    ).toBeNull();
  });
});
