import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@trybuna/db';
import { CONTACT_FORM_KINDS, DUTY_ROLES, isContactFormKind } from '@trybuna/domain';
import { ApiError, badParameter, JSON_API_MEDIA_TYPE } from '@trybuna/server';
import { parseId } from '../../jsonapi/ids';
import { paginationMeta } from '../../jsonapi/pagination';
import { parseQuery, type RawQuery } from '../../jsonapi/query';
import { noQuery, rawIdParams, rawQuery } from '../../jsonapi/query-schemas';
import { admits, requireRole } from '../../plugins/roles';
import type { ZodTypeProvider } from '../../plugins/schemas';
import { logSecurityEvent } from '../../plugins/security-events';
import type { SignedInUser } from '../../plugins/user-token';
import {
  eraseContactFormSubmission,
  findContactFormAttachment,
  listContactFormSubmissions,
  type SubmissionSummary,
} from '../../repositories/contact-forms';
import { recordPersonalDataRead, type PersonalDataRead } from '../../repositories/personal-data';

const TYPE = 'contact_form_submissions';
/** Fans' personal data: kept by no cache, shared or private. */
const NO_STORE = 'private, no-store';
const READING = 'read form submissions';
/** How long a caller waits before asking again when the read could not be recorded. */
const AUDIT_RETRY_AFTER_SECONDS = 5;

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
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${percentEncoded(fileName)}`;
}

const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', NO_STORE).header('x-content-type-options', 'nosniff');

/**
 * Records a read before its data is sent (docs/security.md "Read audit"). When the row cannot
 * be stored the read fails with a 503 (`Retry-After`) and nothing is sent: no data unaudited.
 */
async function audited(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SignedInUser,
  read: Omit<PersonalDataRead, 'account' | 'route'>,
): Promise<void> {
  try {
    await recordPersonalDataRead(database, {
      ...read,
      account: user.sub,
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    });
  } catch (error) {
    request.log.error({ err: error }, 'a personal data read could not be recorded');
    reply.header('retry-after', String(AUDIT_RETRY_AFTER_SECONDS));
    throw new ApiError(503, 'The read could not be recorded, so nothing was sent; try again');
  }
}

/** The id in the path, or a 404 naming it. */
function submissionId(rawId: string, what: string): number {
  const id = parseId(rawId);
  if (id === null) throw new ApiError(404, `${TYPE}/${rawId.slice(0, 32)} ${what}`);
  return id;
}

/**
 * The forms team's reads of the forms' submissions (issue 17 item 4, issue 30 items 3 and 4),
 * with a user token carrying the `forms` role (401 anonymous, 403 any other role), never cached
 * and not a public resource type: `GET contact_form_submissions` (newest first,
 * `filter[form_eq]`, pages of up to 50, never the files' bytes),
 * `GET contact_form_submissions/{id}/attachment` (the file as stored, with its recognised type,
 * as a download; 404 when the submission has none) and `DELETE contact_form_submissions/{id}`
 * (erasure on request: 204, 404 unknown). Every read is recorded in `personal_data_reads`
 * before anything is sent; a download and an erasure are security events too.
 */
export const contactFormSubmissionRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { database } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reading = (request: FastifyRequest) =>
    requireRole(request, DUTY_ROLES.readSubmissions, READING);
  const erasing = (request: FastifyRequest) =>
    requireRole(request, DUTY_ROLES.eraseSubmissions, 'erase form submissions');
  // The caller first (401 / 403), then the query (400), then the id (404).
  const listSchema = { querystring: rawQuery.transform(listQuery) };
  const oneSchema = { params: rawIdParams, querystring: noQuery };

  routes.get(
    `/${TYPE}`,
    { onRequest: admits(reading), schema: listSchema },
    async (request, reply) => {
      const user = reading(request);
      const query = request.query;
      const { rows, records } = await listContactFormSubmissions(database, query);
      const base = request.routeOptions.url ?? `/${TYPE}`;
      await audited(database, request, reply, user, {
        action: 'list',
        submissionIds: rows.map((row) => row.id),
      });
      return noStore(reply)
        .type(JSON_API_MEDIA_TYPE)
        .send({
          data: rows.map((row) => toResource(row, base)),
          meta: {
            pagination: paginationMeta(query.page, query.size, records),
          },
        });
    },
  );

  const attachment = { onRequest: admits(reading), schema: oneSchema };
  routes.get(`/${TYPE}/:id/attachment`, attachment, async (request, reply) => {
    const user = reading(request);
    const id = submissionId(request.params.id, 'has no attachment');
    const file = await findContactFormAttachment(database, id);
    if (!file) throw new ApiError(404, `${TYPE}/${String(id)} has no attachment`);
    await audited(database, request, reply, user, { action: 'attachment', submissionIds: [id] });
    logSecurityEvent(request.log, 'cv_download', { account: user.sub, submission: id });
    return noStore(reply)
      .type(file.fileType)
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.fileData);
  });

  routes.delete(
    `/${TYPE}/:id`,
    { onRequest: admits(erasing), schema: oneSchema },
    async (request, reply) => {
      const user = erasing(request);
      const id = submissionId(request.params.id, 'does not exist');
      if (!(await eraseContactFormSubmission(database, id))) {
        throw new ApiError(404, `${TYPE}/${String(id)} does not exist`);
      }
      logSecurityEvent(request.log, 'submission_erased', { account: user.sub, submission: id });
      return reply.code(204).header('cache-control', NO_STORE).send();
    },
  );
  done();
};
