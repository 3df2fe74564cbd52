import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { SsoSettings } from '../settings';

/** One year, the usual HSTS lifetime (`PROD` only). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The pages' policy: no scripts; forms post here or (after the 303) to the site. */
function pageContentSecurityPolicy(allowedOrigins: readonly string[]) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      // Chromium checks a form's redirects against form-action too: the 303s go to the site.
      'form-action': ["'self'", ...allowedOrigins],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
    },
  };
}

/**
 * What every answer carries (`@fastify/helmet`): the JSON answers (calls, JWKS, health,
 * errors) may be read cross-origin but load nothing and are framed nowhere; `nosniff`,
 * `no-referrer`, `X-Frame-Options: DENY`; HSTS in `PROD`.
 */
function jsonHeaders(settings: SsoSettings): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: settings.hsts
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
  };
}

/** The pages' headers: the JSON ones with the pages' CSP, readable by this origin only. */
export function pageHeaders(settings: SsoSettings): FastifyHelmetOptions {
  return {
    ...jsonHeaders(settings),
    contentSecurityPolicy: pageContentSecurityPolicy(settings.allowedOrigins),
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * Registers helmet on the whole app with the JSON headers; the pages' context swaps in
 * `pageHeaders` for its routes (see `registerHtmlPages`).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: SsoSettings,
): Promise<void> {
  await app.register(helmet, { global: true, ...jsonHeaders(settings) });
}
