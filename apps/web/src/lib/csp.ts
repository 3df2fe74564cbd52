/**
 * The Content-Security-Policy of every page, from the run-time origins: the site's own
 * variants, the content API (images, calls, the live channel's websocket), the account service
 * and the connectivity probe. Inline scripts are allowed because statically generated pages
 * cannot carry per-request nonces (docs/web.md "Security").
 */
export function contentSecurityPolicy(options: {
  api: string;
  sso: string;
  probe: string;
  dev: boolean;
}): string {
  const api = new URL(options.api);
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  const probe = /^https?:\/\//.test(options.probe) ? new URL(options.probe).origin : '';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(options.dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api.origin, 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", api.origin, ws, options.sso, ...(probe ? [probe] : [])],
    'frame-src': ["'self'", 'https:'],
    'media-src': ["'self'", 'https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", options.sso],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
