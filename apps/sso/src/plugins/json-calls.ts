import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodError } from 'zod';
import type { SsoSettings } from '../settings';

/** The headers the site sends with its calls (Content-Type, Authorization and 000 §7.1). */
const ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Client-Id',
  'Content-Type',
  'Device-Platform',
] as const;

/** `{status, message}` with the same HTTP status (docs/sso.md §Calls). */
function sendCallError(reply: FastifyReply, status: number, message: string): FastifyReply {
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
 * The JSON calls' context: CORS (`@fastify/cors`) for the site's origins on these paths only
 * (preflights answered 204, `Vary: Origin`), never cached, and every error as
 * `{status, message}`; a body that is not JSON is a bad body (422).
 */
export async function registerJsonCalls(
  app: FastifyInstance,
  settings: SsoSettings,
  paths: readonly string[],
): Promise<void> {
  const allowed: FastifyCorsOptions = {
    origin: [...settings.allowedOrigins],
    methods: ['GET', 'POST'],
    allowedHeaders: [...ALLOWED_HEADERS],
    maxAge: 600,
  };
  // The plugin's preflight route is `OPTIONS *`: pages' paths get no CORS from it.
  await app.register(cors, {
    delegator: (request, callback) => {
      const path = request.url.split('?', 1)[0] ?? '';
      callback(null, paths.includes(path) ? allowed : { origin: false });
    },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
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
