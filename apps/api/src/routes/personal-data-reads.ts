import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { DUTY_ROLES } from '@trybuna/domain';
import { badParameter, JSON_API_MEDIA_TYPE } from '@trybuna/server';
import { parseId } from '../jsonapi/ids';
import { paginationMeta } from '../jsonapi/pagination';
import { parseQuery, type RawQuery } from '../jsonapi/query';
import { rawQuery } from '../jsonapi/query-schemas';
import { admits, requireRole } from '../plugins/roles';
import type { ZodTypeProvider } from '../plugins/schemas';
import { listPersonalDataReads, type StoredPersonalDataRead } from '../repositories/personal-data';

const TYPE = 'personal_data_reads';
/** The longest sso subject a filter may name (the roles claim's subjects are far shorter). */
const MAX_ACCOUNT_LENGTH = 200;

interface AuditQuery {
  submission: number | null;
  account: string | null;
  page: number;
  size: number;
}

/**
 * `filter[submission_eq]` (one submission's id), `filter[account_eq]` (one reader's sso id),
 * `page[number]`, `page[size]` (1–50); anything else (another filter, sort, include, fields)
 * is a 400 naming it.
 */
function auditQuery(raw: RawQuery): AuditQuery {
  const query = parseQuery(raw);
  const parsed: AuditQuery = {
    submission: null,
    account: null,
    page: query.page.number,
    size: query.page.size,
  };
  for (const term of query.filters) {
    if (term.field === 'submission' && term.rule === 'eq') {
      parsed.submission = parseId(term.value);
      if (parsed.submission === null) {
        throw badParameter(term.parameter, `${term.parameter} must be a submission id`);
      }
    } else if (term.field === 'account' && term.rule === 'eq') {
      if (term.value.length > MAX_ACCOUNT_LENGTH) {
        throw badParameter(term.parameter, `${term.parameter} is too long`);
      }
      parsed.account = term.value;
    } else {
      throw badParameter(
        term.parameter,
        `${term.parameter}: the read audit filters only by submission_eq and account_eq`,
      );
    }
  }
  const other = Object.keys(raw).find((key) => /^(sort|include|fields\[.*\])$/.test(key));
  if (other !== undefined) {
    throw badParameter(other, `${other}: the read audit is listed newest first, with no includes`);
  }
  return parsed;
}

function toResource(row: StoredPersonalDataRead) {
  return {
    type: TYPE,
    id: String(row.id),
    attributes: {
      account: row.account,
      read_at: row.readAt.toISOString(),
      action: row.action,
      route: row.route,
      submission_ids: row.submissionIds.map(String),
    },
  };
}

/**
 * The read audit for administrators (issue 30 item 3, docs/security.md "Read audit"):
 * `GET personal_data_reads`, newest first, in pages of up to 50, of one submission
 * (`filter[submission_eq]`) or one reader (`filter[account_eq]`); role `admin` only (401
 * anonymous, 403 every other role), `private, no-store`, not a resource of the catalogue.
 */
export const personalDataReadRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { database } = app;
  const reading = (request: FastifyRequest) =>
    requireRole(request, DUTY_ROLES.readPersonalDataAudit, 'read the personal data read audit');
  // The caller first (401 / 403), then the query (400).
  const schema = { querystring: rawQuery.transform(auditQuery) };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`/${TYPE}`, { onRequest: admits(reading), schema }, async (request, reply) => {
      const query = request.query;
      const { rows, records } = await listPersonalDataReads(database, query);
      return reply
        .header('cache-control', 'private, no-store')
        .type(JSON_API_MEDIA_TYPE)
        .send({
          data: rows.map(toResource),
          meta: {
            pagination: paginationMeta(query.page, query.size, records),
          },
        });
    });
  done();
};
