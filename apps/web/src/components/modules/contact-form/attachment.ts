import {
  CONTACT_FILE_MAX_BYTES,
  CONTACT_FILE_MIME,
  CONTACT_FILE_SNIFF_BYTES,
  sniffContactFile,
  type ContactFileKind,
} from '@trybuna/domain';
import type { ChosenFile, FieldError } from './form-state';

/**
 * A chosen file checked before anything is sent: at most 5 MB ('File should weigh max 5MB'),
 * and a pdf, doc or docx by its first bytes, whatever its name says (the API decides again by
 * the content).
 */
export async function checkChosenFile(
  file: Blob & { name: string },
): Promise<{ file: ChosenFile } | { error: FieldError }> {
  if (file.size > CONTACT_FILE_MAX_BYTES) return { error: 'fileTooBig' };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, CONTACT_FILE_SNIFF_BYTES).arrayBuffer());
  } catch {
    return { error: 'fileUnreadable' };
  }
  const kind = sniffContactFile(head);
  if (kind === null) return { error: 'fileType' };
  return { file: { blob: file, name: file.name, kind } };
}

const CHUNK = 0x8000;

/** Base64 of the bytes, a chunk at a time (a 5 MB file would overflow one `fromCharCode`). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/** 001 §7 `file.data`: the file as a base64 data URL with the media type of its kind. */
export async function fileDataUrl(blob: Blob, kind: ContactFileKind): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return `data:${CONTACT_FILE_MIME[kind]};base64,${base64(bytes)}`;
}
