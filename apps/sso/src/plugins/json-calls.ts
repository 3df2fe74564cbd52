import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodError } from 'zod';
import type { SsoSettings } from '../settings';

/** The headers the site sends with its calls (Content-Type, Authorization and 000 §7.1). */
const ALLOWED_HEADERS = 'Accept, Authorization, Client-Id, Content-Type, Device-Platform';

/** `{status, message}` with the same HTTP status (docs/sso.md §Calls). */
export function sendCallError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send({ status, message });
}

export function sendUnauthorized(reply: FastifyReply): FastifyReply {
  return sendCallError(reply, 401, 'Unauthorized');
}

/** 422 naming each problem: `hash: hash is required; …`. */
export function sendInvalidBody(reply: FastifyReply, error: ZodError): FastifyReply {
  const message = error.issues
    .map((issue) =>
      issue.path.length > 0
        ? `${issue.path.map(String).join('.')}: ${issue.message}`
        : issue.message,
    )
    .join('; ');
  return sendCallError(reply, 422, message);
}

/**
 * The JSON calls' context: CORS for the site's origins (preflights answered 204) and every
 * error as `{status, message}`; a body that is not JSON is a bad body (422).
 */
export function registerJsonCalls(
  app: FastifyInstance,
  settings: SsoSettings,
  paths: readonly string[],
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin !== undefined && settings.allowedOrigins.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
    }
    reply.header('cache-control', 'no-store');
  });
  for (const path of paths) {
    app.options(path, async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send(),
    );
  }
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'call failed');
      return sendCallError(reply, 500, 'Internal Server Error');
    }
    const code: unknown = error.code;
    if (status === 400 && typeof code === 'string' && code.startsWith('FST_ERR_CTP_')) {
      return sendCallError(reply, 422, 'The body must be a JSON object');
    }
    return sendCallError(reply, status, status === 429 ? 'Too Many Requests' : error.message);
  });
}
