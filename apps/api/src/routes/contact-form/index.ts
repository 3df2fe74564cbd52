import multipart from '@fastify/multipart';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import {
  JSON_API_MEDIA_TYPE,
  sendValidationErrors,
  type ApiError,
  type ValidationIssue,
} from '@trybuna/server';
import { noParameters, queryFirst } from '../../jsonapi/query-schemas';
import { insertContactFormSubmission, type NewSubmission } from '../../repositories/contact-forms';
import { checkFile, decodeDataUrl, type CheckedFile, type SentFile } from './file';
import {
  contactFormFields,
  contactFormJsonBody,
  fieldIssues,
  honeypotFilled,
  submissionRefused,
  type ContactFormFields,
} from './input';
import { CONTACT_FORM_BODY_LIMIT, contactFormGuard, type ContactFormLimitOptions } from './limits';
import { MULTIPART_OPTIONS, readMultipart } from './multipart';

export type ContactFormRouteOptions = ContactFormLimitOptions;

type Parsed = { fields: ContactFormFields; file: SentFile | null } | { issues: ValidationIssue[] };

/** The JSON body of 001 §7: the fields, and the file's data URL decoded. */
function fromJson(body: unknown): Parsed {
  if (honeypotFilled(body)) throw submissionRefused();
  const parsed = contactFormJsonBody.safeParse(body);
  if (!parsed.success) return { issues: fieldIssues(parsed.error.issues) };
  const { file, ...fields } = parsed.data;
  return { fields, file: file ? { name: file.name, bytes: decodeDataUrl(file.data) } : null };
}

/** The same fields as text parts, the file as a file part named `file`. */
async function fromMultipart(request: FastifyRequest): Promise<Parsed> {
  const { fields: raw, file } = await readMultipart(request);
  if (honeypotFilled(raw)) throw submissionRefused();
  const parsed = contactFormFields.safeParse(raw);
  if (!parsed.success) return { issues: fieldIssues(parsed.error.issues) };
  return { fields: parsed.data, file };
}

function toSubmission(fields: ContactFormFields, file: CheckedFile | null): NewSubmission {
  return {
    form: fields.form,
    name: fields.name,
    surname: fields.surname,
    email: fields.email,
    phone: fields.phone,
    aboutYou: fields.about_you,
    consent: fields.consent,
    file,
  };
}

/**
 * A refused submission is logged (001 §8: the site only logs a failed submit; the API keeps
 * its side) at warn level with the status and what was wrong, never what the fan typed.
 */
const refusals = new WeakMap<FastifyRequest, string[]>();

function logRefusal(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (reply.statusCode >= 400) {
    request.log.warn(
      { statusCode: reply.statusCode, problems: refusals.get(request) ?? [] },
      'contact form submission refused',
    );
  }
  done();
}

function noteRefusal(request: FastifyRequest, problems: string[]): void {
  refusals.set(request, problems);
}

/**
 * `POST contact_form` (001 §7, issue 17 item 4): a volunteer, job or contact form from anyone,
 * as JSON (the file a base64 data URL) or as `multipart/form-data`, multipart being understood
 * by this route alone (an encapsulated scope). In order: 413 past the body limit, 429 past the
 * address's budgets, 400 for any query parameter, 415 for another content type, 422 for a
 * filled honeypot ('Submission refused'), then one error per bad field, a malformed data URL
 * (`/file/data`), a file past 5 MiB or not a pdf, doc or docx by its content (`/file`). 201
 * with the stored submission's id only once its row, file included, is committed.
 */
export const contactFormRoutes: FastifyPluginCallback<ContactFormRouteOptions> = (
  app,
  options,
  done,
) => {
  const { database } = app;
  const guard = contactFormGuard(app, options);

  void app.register(async (scope) => {
    await scope.register(multipart, MULTIPART_OPTIONS);
    // JSON and multipart only: Fastify's default text/plain parser would hand a string on.
    scope.removeContentTypeParser('text/plain');
    scope.addHook('onError', (request, _reply, error, done) => {
      const source = (error as Partial<ApiError>).source;
      noteRefusal(request, [source?.pointer ?? source?.parameter ?? error.message.slice(0, 80)]);
      done();
    });

    scope.post(
      '/contact_form',
      {
        bodyLimit: CONTACT_FORM_BODY_LIMIT,
        onRequest: guard.onRequest,
        // No query parameter (400), judged before the body (its fields are read below: JSON
        // or multipart, with their own parsers).
        preValidation: queryFirst(noParameters),
        onResponse: logRefusal,
      },
      async (request, reply) => {
        const parsed = request.isMultipart()
          ? await fromMultipart(request)
          : fromJson(request.body);
        if ('issues' in parsed) {
          noteRefusal(
            request,
            parsed.issues.map((issue) => `/${issue.path.map(String).join('/')}`),
          );
          return sendValidationErrors(reply, parsed.issues);
        }
        const file = parsed.file ? await checkFile(parsed.file) : null;
        await guard.countSubmission(request, reply);
        const stored = await insertContactFormSubmission(
          database,
          toSubmission(parsed.fields, file),
        );
        return reply
          .code(201)
          .type(JSON_API_MEDIA_TYPE)
          .send({
            data: {
              type: 'contact_form_submissions',
              id: String(stored.id),
              attributes: { form: parsed.fields.form, created_at: stored.createdAt.toISOString() },
            },
          });
      },
    );
  });
  done();
};
