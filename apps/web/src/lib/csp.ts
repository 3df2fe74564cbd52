import { VIDEO_PLAYER_ORIGINS } from '@trybuna/domain';

/**
 * The Content-Security-Policy of every page, from the run-time origins: the site's own
 * variants, the content API (images, calls, the live channel's websocket), the account service,
 * the connectivity probe and the video players it embeds. Nothing else is listed.
 *
 * `script-src` keeps 'unsafe-inline': pages are static and cached by a CDN, and a per-request
 * nonce would make every page dynamic (Next.js renders nonce pages per request). The defence is
 * that no HTML from content or users reaches the page unsanitised: the API sanitises editors'
 * HTML, and advertisements and embeds run in sandboxed frames (docs/security.md).
 */
export function contentSecurityPolicy(options: {
  api: string;
  sso: string;
  probe: string;
  /** The site's variant origins (soccer, academy, athletics, business). */
  origins: readonly string[];
  dev: boolean;
}): string {
  const api = new URL(options.api);
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  const probe = /^https?:\/\//.test(options.probe) ? new URL(options.probe).origin : '';
  const sso = new URL(options.sso).origin;
  const own = [...new Set(options.origins.map((origin) => new URL(origin).origin))];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(options.dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api.origin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", api.origin, ws, sso, ...(probe ? [probe] : [])],
    'frame-src': ["'self'", ...own, ...VIDEO_PLAYER_ORIGINS],
    'media-src': ["'self'", api.origin],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}
