import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoSettings } from '../settings';
import { SESSION_TTL_SECONDS } from '../repositories/sessions';

/**
 * Every sso cookie: httpOnly, SameSite=Lax (the 303 back to the site and the site's link to the
 * login page are top-level navigations), the whole host, `Secure` over https and in `PROD`. No
 * `Domain`, as `__Host-` names require.
 */
export function cookieOptions(settings: SsoSettings): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: settings.secureCookies };
}

export function sessionToken(request: FastifyRequest, settings: SsoSettings): string | undefined {
  return request.cookies[settings.cookieNames.session];
}

export function setSessionCookie(reply: FastifyReply, settings: SsoSettings, token: string): void {
  reply.setCookie(settings.cookieNames.session, token, {
    ...cookieOptions(settings),
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: SsoSettings): void {
  reply.clearCookie(settings.cookieNames.session, cookieOptions(settings));
}

/**
 * A CSRF token for a form of this page (`@fastify/csrf-protection`, cookie mode): made from the
 * browser's CSRF secret cookie, which is set on the first form the browser sees.
 */
export function csrfToken(reply: FastifyReply): string {
  return reply.generateCsrf();
}
