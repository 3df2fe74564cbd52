import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RETURN_PARAM } from '@trybuna/domain';
import { HSTS_MAX_AGE_SECONDS } from '../src/plugins/security-headers';
import {
  CSRF_COOKIE,
  exchange,
  FAN,
  formToken,
  postForm,
  QUERY,
  SESSION_COOKIE,
  SITE,
  startSso,
  type TestSso,
} from './support/sso';

/** `Content-Security-Policy` as directive → value. */
function csp(response: LightMyRequestResponse): Record<string, string> {
  const header = response.headers['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

const PAGE_POLICY = {
  'default-src': "'none'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'form-action': `'self' ${SITE} http://akademia.localhost:3000`,
  'frame-ancestors': "'none'",
  'base-uri': "'none'",
};
const JSON_POLICY = { 'default-src': "'none'", 'frame-ancestors': "'none'" };

function expectCommonHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe('security headers (DEV)', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso({ loginAttemptsPerMinute: 3 });
  });
  afterAll(() => sso.close());

  it('pages: the pages CSP, same-origin resources, never cached, no HSTS', async () => {
    const response = await sso.app.inject({ method: 'GET', url: `/logowanie?${QUERY}` });
    expect(response.statusCode).toBe(200);
    expect(csp(response)).toEqual(PAGE_POLICY);
    expectCommonHeaders(response);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('the same headers on redirects, 400, 403 and 429 pages', async () => {
    const redirect = await sso.app.inject({ method: 'GET', url: `/?${QUERY}` });
    const badTarget = await sso.app.inject({ method: 'GET', url: '/logowanie?backurl=x' });
    const forged = await sso.app.inject({
      method: 'POST',
      url: `/logowanie?${QUERY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrf: 'x', ...FAN }).toString(),
    });
    const wrong = { email: FAN.email, password: 'zle-haslo' };
    let limited: LightMyRequestResponse | undefined;
    for (let i = 0; i < 4; i++) limited = await postForm(sso.app, `/logowanie?${QUERY}`, wrong);
    const answers = [redirect, badTarget, forged, limited];
    expect(answers.map((r) => r?.statusCode)).toEqual([303, 400, 403, 429]);
    for (const response of answers) {
      if (!response) continue;
      expect(csp(response)).toEqual(PAGE_POLICY);
      expectCommonHeaders(response);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('JSON calls: nothing loads or frames them, readable cross-origin, never cached', async () => {
    const response = await exchange(sso.app, 'x'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(csp(response)).toEqual(JSON_POLICY);
    expectCommonHeaders(response);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('health, JWKS and unknown routes carry the JSON headers', async () => {
    for (const url of ['/health', '/.well-known/jwks.json', '/nope']) {
      const response = await sso.app.inject({ method: 'GET', url });
      expect(csp(response)).toEqual(JSON_POLICY);
      expectCommonHeaders(response);
    }
    const health = await sso.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });
});

describe('CORS', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  const preflight = (url: string, origin: string) =>
    sso.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('the JSON calls allow the site origins, and no other', async () => {
    for (const url of ['/p/anonymous/token/get', '/api/v2/user/token/refresh']) {
      const allowed = await preflight(url, 'http://akademia.localhost:3000');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('http://akademia.localhost:3000');
      expect(allowed.headers['access-control-allow-methods']).toBe('GET, POST');
      expect(allowed.headers['access-control-max-age']).toBe('600');
      const foreign = await preflight(url, 'https://evil.example');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    }
    const user = await sso.app.inject({
      method: 'GET',
      url: '/api/v2/data/user',
      headers: { origin: SITE },
    });
    expect(user.headers['access-control-allow-origin']).toBe(SITE);
    expect(user.headers.vary).toContain('Origin');
  });

  it('the pages get no CORS, even from the site', async () => {
    for (const url of [`/logowanie?${QUERY}`, '/wyloguj', '/']) {
      const response = await preflight(url, SITE);
      expect(response.statusCode).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const page = await sso.app.inject({
      method: 'GET',
      url: `/logowanie?${QUERY}`,
      headers: { origin: SITE },
    });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CSRF', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  const post = (cookies: Record<string, string>, payload: string) =>
    sso.app.inject({
      method: 'POST',
      url: `/logowanie?${QUERY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies,
      payload,
    });

  it('a form token works with its own secret only', async () => {
    const mine = await formToken(sso.app);
    const theirs = await formToken(sso.app);
    const fields = new URLSearchParams(FAN);
    expect(mine.cookies[CSRF_COOKIE]).not.toBe(theirs.cookies[CSRF_COOKIE]);
    expect((await post(mine.cookies, `${fields.toString()}&csrf=${theirs.csrf}`)).statusCode).toBe(
      403,
    );
    expect((await post(mine.cookies, `${fields.toString()}&csrf=${mine.csrf}`)).statusCode).toBe(
      303,
    );
  });

  it('the secret cookie itself is no token; nor is a repeated field', async () => {
    const { csrf, cookies } = await formToken(sso.app);
    const fields = new URLSearchParams(FAN).toString();
    const secret = cookies[CSRF_COOKIE] ?? '';
    const asToken = await post(cookies, `${fields}&csrf=${encodeURIComponent(secret)}`);
    expect(asToken.statusCode).toBe(403);
    expect(asToken.body).toContain('<h1>Formularz wygasł</h1>');
    expect((await post(cookies, `${fields}&csrf=${csrf}&csrf=${csrf}`)).statusCode).toBe(403);
  });

  it('a page keeps the secret it was given (one token per page, one secret per browser)', async () => {
    const first = await formToken(sso.app);
    const again = await sso.app.inject({
      method: 'GET',
      url: `/logowanie?${QUERY}`,
      cookies: first.cookies,
    });
    expect(again.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
    const token = /name="csrf" value="([^"]+)"/.exec(again.body)?.[1] ?? '';
    const fields = new URLSearchParams({ ...FAN, csrf: token }).toString();
    expect((await post(first.cookies, fields)).statusCode).toBe(303);
  });
});

describe('PROD: HSTS and __Host- cookies', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso({ appEnv: 'PROD', publicUrl: 'https://konto.example' });
  });
  afterAll(() => sso.close());

  it('every answer carries HSTS', async () => {
    const hsts = `max-age=${String(HSTS_MAX_AGE_SECONDS)}; includeSubDomains`;
    for (const url of [`/logowanie?${QUERY}`, '/health', '/.well-known/jwks.json', '/nope']) {
      const response = await sso.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe(hsts);
    }
    expect((await exchange(sso.app, 'x'.repeat(43))).headers['strict-transport-security']).toBe(
      hsts,
    );
  });

  it('signs in and out with __Host- cookies: Secure, Path=/, no Domain', async () => {
    const form = await formToken(sso.app);
    const csrfCookie = `__Host-${CSRF_COOKIE}`;
    expect(Object.keys(form.cookies)).toEqual([csrfCookie]);
    const signedIn = await sso.app.inject({
      method: 'POST',
      url: `/logowanie?${QUERY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: form.cookies,
      payload: new URLSearchParams({ ...FAN, csrf: form.csrf }).toString(),
    });
    expect(signedIn.statusCode).toBe(303);
    const session = signedIn.cookies.find((c) => c.name === `__Host-${SESSION_COOKIE}`);
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(session?.domain).toBeUndefined();
    expect(signedIn.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const hash = new URL(String(signedIn.headers.location)).searchParams.get(AUTH_RETURN_PARAM);
    expect((await exchange(sso.app, hash ?? '')).statusCode).toBe(200);

    // The session is read from the __Host- cookie: the account root shows the fan.
    const cookies = { ...form.cookies, [`__Host-${SESSION_COOKIE}`]: session?.value ?? '' };
    const root = await sso.app.inject({ method: 'GET', url: `/?${QUERY}`, cookies });
    expect(root.statusCode).toBe(200);
    const token = /name="csrf" value="([^"]+)"/.exec(root.body)?.[1] ?? '';
    const signedOut = await sso.app.inject({
      method: 'POST',
      url: `/wyloguj?${QUERY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies,
      payload: new URLSearchParams({ csrf: token }).toString(),
    });
    expect(signedOut.statusCode).toBe(303);
    const cleared = signedOut.cookies.find((c) => c.name === `__Host-${SESSION_COOKIE}`);
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
  });
});

describe('https outside PROD', () => {
  it('cookies are Secure with their plain names, no HSTS', async () => {
    const sso = await startSso({ publicUrl: 'https://konto.example' });
    try {
      const response = await postForm(sso.app, `/logowanie?${QUERY}`, FAN);
      expect(response.statusCode).toBe(303);
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie?.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await sso.close();
    }
  });
});
