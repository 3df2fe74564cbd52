import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '@trybuna/db';
import { CONTACT_FORM_KINDS, isContactFormKind } from '@trybuna/domain';
import { ApiError, badParameter, JSON_API_MEDIA_TYPE } from '@trybuna/server';
import { parseId } from '../jsonapi/ids';
import { parseQuery, rejectQueryParameters, type RawQuery } from '../jsonapi/query';
import { requireEditor } from '../plugins/editor';
import {
  findContactFormAttachment,
  listContactFormSubmissions,
  type SubmissionSummary,
} from '../repositories/contact-forms';

const TYPE = 'contact_form_submissions';
/** Fans' personal data: kept by no cache, shared or private. */
const NO_STORE = 'private, no-store';
const READING = 'read form submissions';

/**
 * The list's query: `filter[form_eq]` (one of the forms), `page[number]`, `page[size]` (1–50);
 * any other JSON:API parameter (another filter, sort, include, fields) is a 400 naming it.
 */
function listQuery(raw: RawQuery): { form: string | null; page: number; size: number } {
  const query = parseQuery(raw);
  let form: string | null = null;
  for (const term of query.filters) {
    if (term.field !== 'form' || term.rule !== 'eq') {
      throw badParameter(term.parameter, `${term.parameter}: submissions filter only by form_eq`);
    }
    if (!isContactFormKind(term.value)) {
      throw badParameter(
        term.parameter,
        `${term.parameter} must be one of ${CONTACT_FORM_KINDS.join(', ')}`,
      );
    }
    form = term.value;
  }
  const other = Object.keys(raw).find((key) => /^(sort|include|fields\[.*\])$/.test(key));
  if (other !== undefined) {
    throw badParameter(other, `${other}: submissions are listed newest first, with no includes`);
  }
  return { form, page: query.page.number, size: query.page.size };
}

function toResource(row: SubmissionSummary, base: string) {
  return {
    type: TYPE,
    id: String(row.id),
    attributes: {
      form: row.form,
      name: row.name,
      surname: row.surname,
      email: row.email,
      phone: row.phone,
      about_you: row.aboutYou,
      consent: row.consent,
      created_at: row.createdAt.toISOString(),
      file_name: row.fileName,
      file_type: row.fileType,
      file_size: row.fileSize,
    },
    ...(row.fileSize === null
      ? {}
      : { links: { attachment: `${base}/${String(row.id)}/attachment` } }),
  };
}

/** RFC 8187 `attr-char`s are kept; every other UTF-8 byte is percent-encoded. */
function percentEncoded(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9!#$&+\-.^_`|~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `attachment` with an ASCII `filename` fallback and the exact name in `filename*`. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${percentEncoded(fileName)}`;
}

const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', NO_STORE).header('x-content-type-options', 'nosniff');

/**
 * Editors' reads of the forms' submissions (issue 17 item 4), with a user token carrying the
 * `editor` role (401 anonymous, 403 a fan), never cached and not a public resource type:
 * `GET contact_form_submissions` (newest first, `filter[form_eq]`, pages of up to 50, never the
 * files' bytes) and `GET contact_form_submissions/{id}/attachment` (the file as stored, with
 * its recognised type, as a download; 404 when the submission has none).
 */
export function contactFormSubmissionRoutes(app: FastifyInstance, database: Database): void {
  app.get(`/${TYPE}`, async (request, reply) => {
    requireEditor(request, READING);
    const query = listQuery(request.query as RawQuery);
    const { rows, records } = await listContactFormSubmissions(database, query);
    const last = Math.max(1, Math.ceil(records / query.size));
    const base = request.routeOptions.url ?? `/${TYPE}`;
    return noStore(reply)
      .type(JSON_API_MEDIA_TYPE)
      .send({
        data: rows.map((row) => toResource(row, base)),
        meta: {
          pagination: {
            current: query.page,
            last,
            next: query.page < last ? query.page + 1 : null,
            records,
          },
        },
      });
  });

  app.get(`/${TYPE}/:id/attachment`, async (request, reply) => {
    requireEditor(request, READING);
    rejectQueryParameters(request.query as RawQuery);
    const rawId = (request.params as { id: string }).id;
    const id = parseId(rawId);
    const file = id === null ? null : await findContactFormAttachment(database, id);
    if (!file) throw new ApiError(404, `${TYPE}/${rawId.slice(0, 32)} has no attachment`);
    return noStore(reply)
      .type(file.fileType)
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.fileData);
  });
}
