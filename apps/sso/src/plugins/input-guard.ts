import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * Control characters in decoded text (query values, form and JSON fields): C0 (NUL included),
 * DEL and C1, Unicode's `Cc`. No field of the sso (e-mail, password, nickname, hashes, tokens,
 * URLs) has a use for one, and PostgreSQL refuses NUL in text (which answered 500 before,
 * issue 30).
 */
const CONTROL_IN_TEXT = /\p{Cc}/u;

/**
 * Whether a header value as Node reads it (latin1 bytes) holds a control character: C0 but the
 * tab HTTP allows, and DEL. Bytes 0x80–0x9f are left alone: they are the middle of UTF-8 letters.
 */
function controlInHeader(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}

/** The request headers the sso reads (tokens, cookies, CORS, body type, client address). */
const READ_HEADERS = [
  'authorization',
  'cookie',
  'origin',
  'content-type',
  'host',
  'x-forwarded-for',
] as const;

/** Nesting the walk follows in a body (the sso's bodies are flat; 16 KiB in all). */
const MAX_DEPTH = 8;

/** The first field (dotted path) of `value` holding a control character, or null. */
function controlIn(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_IN_TEXT.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return path;
  for (const [key, inner] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (CONTROL_IN_TEXT.test(key)) return at;
    const found = controlIn(inner, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const refuse = (where: string) =>
  new HttpError(400, `${where} must not contain control characters`);

/** `onRequest`: the query's values and the headers the sso reads (the refusal, or none). */
function queryAndHeadersError(request: FastifyRequest): HttpError | undefined {
  const query = controlIn(request.query, '');
  if (query !== null) return refuse(`Query parameter ${query}`);
  for (const name of READ_HEADERS) {
    const value = request.headers[name];
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (values.some(controlInHeader)) return refuse(`The ${name} header`);
  }
  return undefined;
}

/** `preValidation`: the parsed body and the cookie values (the refusal, or none). */
function bodyAndCookiesError(request: FastifyRequest): HttpError | undefined {
  const field = controlIn(request.body, '');
  if (field !== null) return refuse(field === '' ? 'The body' : `Field ${field}`);
  // Cookie values as read (`@fastify/cookie` percent-decodes them).
  const cookie = controlIn(request.cookies, '');
  return cookie === null ? undefined : refuse(`Cookie ${cookie}`);
}

/**
 * Issue 30: a control character anywhere the sso reads (query values, form and JSON fields,
 * the headers above, cookie values) is a 400 in the context's own form (the 400 page for pages, `{status,
 * message}` for the JSON calls), before any handler, database or token work; never a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(queryAndHeadersError(request));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(bodyAndCookiesError(request));
  });
}
