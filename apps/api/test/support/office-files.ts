import { crc32 } from 'node:zlib';

/**
 * Small real documents of each kind a CV may be, and look-alikes that must be refused, built in
 * code so a test shows what the bytes are (no binary fixtures).
 */

/** A one-page PDF 1.4 (`%PDF-` header, one empty page, xref, trailer). */
export function pdfFile(extra = ''): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.concat([Buffer.from(body, 'latin1'), Buffer.from(extra, 'latin1')]);
}

/** A zip of `entries` (stored, not compressed), as Office and `zip -0` write them. */
export function zipFile(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/**
 * A minimal Word 2007+ document: content types, the package relationship, the body, and any
 * `extra` parts (`word/vbaProject.bin` makes it carry macros).
 */
export function docxFile(
  mainType = WORD_MAIN,
  extra: Record<string, string | Buffer> = {},
): Buffer {
  return zipFile({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`,
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
    ...extra,
  });
}

const SECTOR = 512;
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

function directoryEntry(
  name: string,
  type: number,
  child: number,
  start: number,
  size: number,
  rightSibling = NO_STREAM,
) {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 0x40);
  entry[0x42] = type;
  entry[0x43] = 1; // black
  entry.writeUInt32LE(NO_STREAM, 0x44);
  entry.writeUInt32LE(rightSibling, 0x48);
  entry.writeUInt32LE(child, 0x4c);
  entry.writeUInt32LE(start, 0x74);
  entry.writeUInt32LE(size, 0x78);
  return entry;
}

/** Where a compound file keeps VBA macros: Word's `Macros/VBA` storages, or a bare stream. */
export type MacroStorage = 'Macros' | '_VBA_PROJECT' | null;

/** Directory entries 2 and 3 of `compoundFile`: the macro storages, or two unused entries. */
function macroEntries(macros: MacroStorage): Buffer {
  if (macros === 'Macros') {
    // Word 97–2003: a `Macros` storage holding a `VBA` storage (empty here).
    return Buffer.concat([
      directoryEntry('Macros', 1, 3, 0, 0),
      directoryEntry('VBA', 1, NO_STREAM, 0, 0),
    ]);
  }
  if (macros === '_VBA_PROJECT') {
    return Buffer.concat([
      directoryEntry('_VBA_PROJECT', 2, NO_STREAM, END_OF_CHAIN, 0),
      Buffer.alloc(128),
    ]);
  }
  return Buffer.alloc(256);
}

/**
 * An OLE compound file (MS-CFB version 3, 512-byte sectors) holding one 4 KiB stream named
 * `stream`: `WordDocument` makes it a Word 97–2003 .doc, `Workbook` an Excel .xls. Sector 0
 * is the FAT, sector 1 the directory (root entry, the stream, then the `macros` entries, the
 * stream's right sibling, or two unused entries), sectors 2–9 the stream (starting with the
 * Word FIB's magic number).
 */
export function compoundFile(stream = 'WordDocument', macros: MacroStorage = null): Buffer {
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38); // mini stream cut-off
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  header.writeUInt32LE(0, 0x4c); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(FREE, 0x4c + i * 4);
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let sector = 2; sector < 9; sector++) fat.writeUInt32LE(sector + 1, sector * 4);
  fat.writeUInt32LE(END_OF_CHAIN, 9 * 4);
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, 1, END_OF_CHAIN, 0),
    directoryEntry(stream, 2, NO_STREAM, 2, 4096, macros === null ? NO_STREAM : 2),
    macroEntries(macros),
  ]);
  const data = Buffer.alloc(8 * SECTOR);
  data.writeUInt16LE(0xa5ec, 0);
  return Buffer.concat([header, fat, directory, data]);
}

/** A 1×1 PNG. */
export const pngFile = (): Buffer =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

/** The start of a Windows executable (`MZ`, a DOS stub and a PE header). */
export function exeFile(): Buffer {
  const file = Buffer.alloc(1024);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

/** `data:{type};base64,{bytes}` as `FileReader.readAsDataURL` writes it. */
export const dataUrl = (bytes: Buffer, type = 'application/octet-stream') =>
  `data:${type};base64,${bytes.toString('base64')}`;
