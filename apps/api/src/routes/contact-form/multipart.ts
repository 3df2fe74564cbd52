import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { CONTACT_FILE_MAX_BYTES, CONTACT_FILE_TOO_LARGE } from '@trybuna/domain';
import { ApiError } from '@trybuna/server';
import type { SentFile } from './file';

/**
 * `@fastify/multipart`'s bounds for `POST contact_form` (registered for that route alone):
 * one file part of at most 5 MiB, at most 12 text parts of at most 32 KiB each (a 5,000
 * character message is at most 20 KB of UTF-8), 13 parts in all, 100-byte part names, 20
 * headers a part.
 */
export const MULTIPART_OPTIONS: FastifyMultipartBaseOptions = {
  throwFileSizeLimit: true,
  limits: {
    fileSize: CONTACT_FILE_MAX_BYTES,
    files: 1,
    fields: 12,
    fieldSize: 32 * 1024,
    parts: 13,
    fieldNameSize: 100,
    headerPairs: 20,
  },
};

/** Text parts as a JSON body would hold them (`consent` `true` / `on` is the boolean). */
export interface MultipartSubmission {
  fields: Record<string, unknown>;
  file: SentFile | null;
}

const pointerTo = (name: string) => ({
  pointer: `/${name.slice(0, 64).replace(/~/g, '~0').replace(/\//g, '~1')}`,
});

/** The multipart plugin's refusals as this route's JSON:API errors; anything else is a 400. */
function multipartError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(422, CONTACT_FILE_TOO_LARGE, { pointer: '/file' });
    case 'FST_FILES_LIMIT':
      return new ApiError(422, 'Send one file at most', { pointer: '/file' });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(413, 'Too many form fields');
    case 'FST_PROTO_VIOLATION':
      return new ApiError(422, 'A field name is not allowed');
    default:
      return new ApiError(400, 'The multipart body is malformed');
  }
}

/** A text part's value: `consent` as a checkbox sends it becomes `true`. */
function fieldValue(name: string, value: string): unknown {
  return name === 'consent' && (value === 'true' || value === 'on') ? true : value;
}

/**
 * Reads a `multipart/form-data` submission: the text parts (each name once, none cut short by
 * the limits) and at most one file part, named `file`, read into memory (at most 5 MiB).
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartSubmission> {
  const fields = new Map<string, unknown>();
  let file: SentFile | null = null;
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === 'file') {
        if (name !== 'file') throw new ApiError(422, 'Only a part named file may be a file');
        file = { name: part.filename, bytes: await part.toBuffer() };
        continue;
      }
      if (part.fieldnameTruncated) throw new ApiError(422, 'A field name is too long');
      if (name === 'file') {
        throw new ApiError(422, 'file must be sent as a file part', { pointer: '/file' });
      }
      if (fields.has(name)) {
        throw new ApiError(422, `${name.slice(0, 64)} is sent more than once`, pointerTo(name));
      }
      if (part.valueTruncated) {
        throw new ApiError(422, `${name.slice(0, 64)} is too long`, pointerTo(name));
      }
      if (typeof part.value !== 'string') {
        throw new ApiError(422, `${name.slice(0, 64)} must be text`, pointerTo(name));
      }
      fields.set(name, fieldValue(name, part.value));
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { fields: Object.fromEntries(fields), file };
}
