import { fileTypeFromBuffer } from 'file-type';
import {
  CONTACT_FILE_MAX_BYTES,
  CONTACT_FILE_MIME,
  CONTACT_FILE_TOO_LARGE,
  CONTACT_FORM_MAX_LENGTH,
  type ContactFileKind,
} from '@trybuna/domain';
import { ApiError } from '@trybuna/server';
import { compoundFileKind, docxHasMacros } from './word';

/** An attachment as sent: its name as the fan's computer had it, and its bytes. */
export interface SentFile {
  name: string;
  bytes: Buffer;
}

/** An attachment as stored: a safe name, the type its content shows, its size and bytes. */
export interface CheckedFile {
  fileName: string;
  fileType: string;
  fileSize: number;
  fileData: Buffer;
}

const FILE = { pointer: '/file' };
const FILE_DATA = { pointer: '/file/data' };

/** `data:[<media type>][;<parameter>…];base64,` (the media type is not trusted: content is). */
const DATA_URL_HEADER = /^data:[^,;]{0,255}(?:;[^,;]{0,255}){0,10};base64$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes a valid base64 text of `length` characters with `padding` `=` decodes to. */
const decodedLength = (length: number, padding: number) => (length / 4) * 3 - padding;

/**
 * The bytes of a base64 data URL (001 §7 `file.data`, as `FileReader.readAsDataURL` writes it):
 * 422 `/file/data` when it is not one (no `data:` header, not `;base64`, characters outside
 * base64, a length that is not a multiple of 4, nothing in it), 422 `/file` with the spec's
 * 'File should weigh max 5MB' past 5 MiB decoded (checked before decoding).
 */
export function decodeDataUrl(text: string): Buffer {
  const comma = text.indexOf(',');
  if (comma === -1 || comma > 2048 || !DATA_URL_HEADER.test(text.slice(0, comma))) {
    throw new ApiError(422, 'file.data must be a data URL: data:<type>;base64,<data>', FILE_DATA);
  }
  const payload = text.slice(comma + 1);
  if (payload.length === 0) throw new ApiError(422, 'The file is empty', FILE_DATA);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw new ApiError(422, 'file.data is not valid base64', FILE_DATA);
  }
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if (decodedLength(payload.length, padding) > CONTACT_FILE_MAX_BYTES) {
    throw new ApiError(422, CONTACT_FILE_TOO_LARGE, FILE);
  }
  return Buffer.from(payload, 'base64');
}

/** Control, format (bidirectional overrides, zero-width) and lone surrogate characters. */
const UNSAFE_IN_NAME = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/**
 * The name a file is offered for download under (the bytes are stored in the database, never
 * under any name on disk): its last path segment (a browser may send `C:\fakepath\cv.pdf`),
 * without control, format or lone surrogate characters, without leading dots (`..`,
 * `.htaccess`), trimmed and cut to 200 characters; `attachment.{kind}` when nothing is left.
 */
function safeFileName(raw: string, kind: ContactFileKind): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(UNSAFE_IN_NAME, '')
    .replace(/^[.\s]+/u, '')
    .trim();
  const cut = Array.from(clean).slice(0, CONTACT_FORM_MAX_LENGTH.file_name).join('').trim();
  return cut === '' ? `attachment.${kind}` : cut;
}

/**
 * What an attachment is, by its content (magic bytes, `file-type`), never by its name: a PDF,
 * a Word 2007+ document (a zip with `[Content_Types].xml` naming a Word document; a macro-enabled
 * .docm is not one, nor one holding a `vbaProject.bin` part), or a Word 97–2003 document (an
 * OLE compound file with a `WordDocument` stream and no `Macros` / `_VBA_PROJECT` storage;
 * other compound files, e.g. .xls or .msi, are not). Null for anything else (issue 30: files
 * carrying macros are refused like any other type).
 */
export async function attachmentKind(bytes: Buffer): Promise<ContactFileKind | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return docxHasMacros(bytes) ? null : 'docx';
  if (type?.ext === 'cfb') {
    const compound = compoundFileKind(bytes);
    return compound?.word === true && !compound.macros ? 'doc' : null;
  }
  return null;
}

/**
 * The attachment ready to store: 422 `/file` when it is larger than 5 MiB, empty, or not a
 * pdf, doc or docx by its content.
 */
export async function checkFile(file: SentFile): Promise<CheckedFile> {
  if (file.bytes.length > CONTACT_FILE_MAX_BYTES) {
    throw new ApiError(422, CONTACT_FILE_TOO_LARGE, FILE);
  }
  if (file.bytes.length === 0) throw new ApiError(422, 'The file is empty', FILE);
  const kind = await attachmentKind(file.bytes);
  if (kind === null) {
    throw new ApiError(422, 'The file must be a PDF, DOC or DOCX document', FILE);
  }
  return {
    fileName: safeFileName(file.name, kind),
    fileType: CONTACT_FILE_MIME[kind],
    fileSize: file.bytes.length,
    fileData: file.bytes,
  };
}
