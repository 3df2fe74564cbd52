import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type JsonApiError } from './api-error';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailure } from './database-errors';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function statusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

/**
 * Sends `{ errors: [...] }` with the given status; a 422 also carries the spec's `message`
 * (000 §8), in the top-level `meta`: JSON:API allows no other top-level member.
 */
export function sendErrors(
  reply: FastifyReply,
  status: number,
  errors: (Omit<JsonApiError, 'status' | 'title'> & { title?: string })[],
): FastifyReply {
  const body: { errors: JsonApiError[]; meta?: { message: string } } = {
    errors: errors.map((e) => ({
      ...e,
      status: String(status),
      title: e.title ?? statusTitle(status),
    })),
  };
  if (status === 422) body.meta = { message: errors[0]?.detail ?? statusTitle(status) };
  return reply.code(status).type(JSON_API_MEDIA_TYPE).send(body);
}

/** A validation issue as zod reports it: a message and the path into the body. */
export interface ValidationIssue {
  message: string;
  path: readonly PropertyKey[];
}

/** 422 with one JSON:API error per issue, each pointing into the request body. */
export function sendValidationErrors(
  reply: FastifyReply,
  issues: readonly ValidationIssue[],
): FastifyReply {
  return sendErrors(
    reply,
    422,
    issues.map((issue) => ({
      detail: issue.message,
      source: { pointer: `/${issue.path.map(String).join('/')}` },
    })),
  );
}

/**
 * A request body its route's schema refuses: answered as `sendValidationErrors` answers (422,
 * one error per issue pointing into the body). Schema validators return it (the API's zod
 * validator compiler) so the error handler writes the document.
 */
export class InvalidBody extends Error {
  readonly statusCode = 422;
  readonly issues: readonly ValidationIssue[];

  constructor(issues: readonly ValidationIssue[]) {
    super(issues[0]?.message ?? 'Invalid body');
    this.name = 'InvalidBody';
    this.issues = issues;
  }
}

/**
 * Every error leaves as a JSON:API document: client errors keep their status and message;
 * a database that timed out or cannot be reached is a 503 with `Retry-After`, a value the
 * database refused (SQLSTATE class 22) a 400 (`databaseFailure`); anything unexpected is a
 * bare 500 with no stack trace (it is logged instead).
 */
export function registerJsonApiErrors(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    sendErrors(reply, 404, [{ detail: `No route for ${request.method} ${request.url}` }]),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof InvalidBody) return sendValidationErrors(reply, error.issues);
    if (error instanceof ApiError) {
      return sendErrors(reply, error.statusCode, [
        { detail: error.message, ...(error.source ? { source: error.source } : {}) },
      ]);
    }
    const failure = databaseFailure(error);
    if (failure) {
      if (failure.status === 503) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      } else {
        request.log.warn({ err: error }, 'database refused a value of the request');
      }
      return sendErrors(reply, failure.status, [{ detail: failure.detail }]);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendErrors(reply, status, [{ detail: statusTitle(status) }]);
    }
    if (error.validation) {
      return sendErrors(
        reply,
        status,
        error.validation.map((v) => ({
          detail:
            `${v.instancePath === '' ? (error.validationContext ?? '') : v.instancePath} ${v.message ?? ''}`.trim(),
        })),
      );
    }
    return sendErrors(reply, status, [{ detail: error.message }]);
  });
}

/**
 * Makes every 4xx/5xx answer a JSON:API error document, also those a plugin writes itself as
 * plain text (e.g. `@fastify/cors` refusing a preflight: "Invalid Preflight Request"). Opt-in:
 * an app that serves HTML error pages (the sso) must not use it.
 */
export function ensureJsonApiErrorBodies(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const status = reply.statusCode;
    const type = String(reply.getHeader('content-type') ?? '');
    if (status < 400 || type.includes('json')) {
      done(null, payload);
      return;
    }
    const text = typeof payload === 'string' ? payload.slice(0, 200).trim() : '';
    reply.type(JSON_API_MEDIA_TYPE);
    done(
      null,
      JSON.stringify({
        errors: [
          {
            status: String(status),
            title: statusTitle(status),
            detail: text || statusTitle(status),
          },
        ],
      }),
    );
  });
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path segment that is not a
 * valid URL component, one longer than `maxParamLength`) as JSON:API errors instead of
 * Fastify's bare JSON.
 */
export function jsonApiFrameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path segment is too long'
      : 'The path is not a valid URL';
  void sendErrors(reply, status, [{ detail }]);
}
