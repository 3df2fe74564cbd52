import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const policy = (dev = false) =>
  Object.fromEntries(
    contentSecurityPolicy({
      api: 'https://api.club.example',
      sso: 'https://konto.club.example/',
      probe: 'https://probe.example/ping',
      origins: ['https://club.example', 'https://akademia.club.example', 'https://club.example'],
      dev,
    })
      .split('; ')
      .map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values];
      }),
  );

describe('contentSecurityPolicy', () => {
  it('locks the base URL, plugins, framing by others and form targets', () => {
    const csp = policy();
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('lists only the origins the site uses: no scheme-wide sources', () => {
    const csp = policy();
    for (const values of Object.values(csp)) {
      expect(values).not.toContain('https:');
      expect(values).not.toContain('*');
    }
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.club.example']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.club.example',
      'wss://api.club.example',
      'https://konto.club.example',
      'https://probe.example',
    ]);
    expect(csp['frame-src']).toEqual([
      "'self'",
      'https://club.example',
      'https://akademia.club.example',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it('keeps inline scripts (static pages, no nonce) and allows eval only in development', () => {
    expect(policy()['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy(true)['script-src']).toContain("'unsafe-eval'");
  });
});
