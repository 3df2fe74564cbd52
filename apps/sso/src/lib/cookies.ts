import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoSettings } from '../settings';
import { SESSION_TTL_SECONDS } from '../repositories/sessions';
import { randomSecret, sameSecret, SECRET_PATTERN } from './secrets';

/** The sso session: a random token (its SHA-256 is the `sso_sessions` row). */
export const SESSION_COOKIE = 'trybuna_sso_session';
/** The double-submit CSRF token: forms carry the same value in their `csrf` input. */
export const CSRF_COOKIE = 'trybuna_sso_csrf';

function cookieOptions(settings: SsoSettings): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: settings.secureCookies };
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export function setSessionCookie(reply: FastifyReply, settings: SsoSettings, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(settings),
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: SsoSettings): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(settings));
}

/** The browser's CSRF token, issued (and set as a cookie) when it has none yet. */
export function csrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: SsoSettings,
): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && SECRET_PATTERN.test(existing)) return existing;
  const token = randomSecret();
  reply.setCookie(CSRF_COOKIE, token, cookieOptions(settings));
  // A page rendered in this same request must see the new token too.
  request.cookies[CSRF_COOKIE] = token;
  return token;
}

/** Whether a posted form's `csrf` field matches the CSRF cookie. */
export function csrfMatches(request: FastifyRequest, submitted: unknown): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie || !SECRET_PATTERN.test(cookie) || typeof submitted !== 'string') return false;
  return sameSecret(cookie, submitted);
}
