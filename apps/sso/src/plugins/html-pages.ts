import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { SsoSettings } from '../settings';
import { BAD_REQUEST, messagePage, SERVER_ERROR, TOO_MANY_ATTEMPTS } from '../views/message-page';

/** The policy of every page: no scripts, forms post here or (after the 303) to the site. */
export function contentSecurityPolicy(allowedOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Chromium checks a form's redirects against form-action too: the 303s go to the site.
    ["form-action 'self'", ...allowedOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(page);
}

/**
 * The pages' context: hardening headers on every answer (pages, redirects and errors alike)
 * and errors as HTML pages.
 */
export function registerHtmlPages(app: FastifyInstance, settings: SsoSettings): void {
  const csp = contentSecurityPolicy(settings.allowedOrigins);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendPage(reply, 429, messagePage(TOO_MANY_ATTEMPTS.title, TOO_MANY_ATTEMPTS.message));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'page failed');
      return sendPage(reply, 500, messagePage(SERVER_ERROR.title, SERVER_ERROR.message));
    }
    return sendPage(reply, status, messagePage(BAD_REQUEST.title, BAD_REQUEST.message));
  });
}
