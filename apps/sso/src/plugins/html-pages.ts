import csrfProtection from '@fastify/csrf-protection';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../lib/cookies';
import type { SsoSettings } from '../settings';
import {
  BAD_REQUEST,
  FORM_EXPIRED,
  messagePage,
  SERVER_ERROR,
  TOO_MANY_ATTEMPTS,
} from '../views/message-page';
import { pageHeaders } from './security-headers';

export function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(page);
}

/** The posted form's `csrf` field (every form carries it as a hidden input). */
function submittedCsrf(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('csrf' in body)) return undefined;
  return typeof body.csrf === 'string' ? body.csrf : undefined;
}

/**
 * The pages' context: the pages' security headers on every answer (pages, redirects and errors
 * alike), never cached, CSRF-checked form posts and errors as HTML pages.
 *
 * CSRF is `@fastify/csrf-protection` in its cookie mode: a random secret in an httpOnly cookie,
 * each form a token derived from it (salted hash), checked on every POST before its handler; a
 * missing or wrong token answers the 403 'Formularz wygasł' page.
 */
export async function registerHtmlPages(
  app: FastifyInstance,
  settings: SsoSettings,
): Promise<void> {
  await app.register(csrfProtection, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: settings.cookieNames.csrf,
    cookieOpts: cookieOptions(settings),
    getToken: submittedCsrf,
  });

  // Helmet (registered on the whole app) takes a route's `config.helmet` over its defaults.
  const headers = pageHeaders(settings);
  app.addHook('onRoute', (route) => {
    route.config = Object.assign(route.config ?? {}, { helmet: headers });
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method === 'POST') app.csrfProtection(request, reply, done);
    else done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendPage(reply, 429, messagePage(TOO_MANY_ATTEMPTS.title, TOO_MANY_ATTEMPTS.message));
    }
    const code: unknown = error.code;
    if (status === 403 && typeof code === 'string' && code.startsWith('FST_CSRF_')) {
      return sendPage(reply, 403, messagePage(FORM_EXPIRED.title, FORM_EXPIRED.message));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'page failed');
      return sendPage(reply, 500, messagePage(SERVER_ERROR.title, SERVER_ERROR.message));
    }
    return sendPage(reply, status, messagePage(BAD_REQUEST.title, BAD_REQUEST.message));
  });
}
