import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club } from '@trybuna/config';
import { AUTH_RETURN_PARAM, LOGOUT_MARKER_PARAM } from '@trybuna/domain';
import {
  BACKURL,
  cookieValue,
  CSRF_COOKIE,
  FAN,
  formToken,
  postForm,
  QUERY,
  SESSION_COOKIE,
  SITE,
  signIn,
  startSso,
  type TestSso,
} from './support/sso';

const query = (backurl: string, applicationId = 'trybuna-web') =>
  new URLSearchParams({ application_id: applicationId, backurl }).toString();

describe('sign-in pages', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  it('GET /logowanie renders labelled fields, a CSRF token and the registration link', async () => {
    const response = await sso.app.inject({ method: 'GET', url: `/logowanie?${QUERY}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const body = response.body;
    expect(body).toContain('<html lang="pl">');
    expect(body).toMatch(/<main>[\s\S]*<h1>Zaloguj się<\/h1>/);
    expect(body).toContain('<label for="email">E-mail</label>');
    expect(body).toMatch(
      /<input\s+id="email"\s+name="email"\s+type="email"\s+autocomplete="username"/,
    );
    expect(body).toContain('<label for="password">Hasło</label>');
    expect(body).toMatch(
      /<input\s+id="password"\s+name="password"\s+type="password"\s+autocomplete="current-password"/,
    );
    expect(body).toContain('<button type="submit">Zaloguj się</button>');
    expect(body).toContain(`href="/rejestracja?${QUERY.replaceAll('&', '&amp;')}"`);
    expect(body).toContain('>Załóż konto</a>');
    const csrf = /name="csrf" value="([^"]+)"/.exec(body)?.[1];
    expect(csrf).toBeDefined();
    // The cookie holds the secret the token is made from, never the token itself.
    const secret = response.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(secret).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(secret?.value).toBeTruthy();
    expect(secret?.value).not.toBe(csrf);
  });

  it("the tab and the header show the club's crest, inline: no favicon request to answer 404", async () => {
    const response = await sso.app.inject({ method: 'GET', url: `/logowanie?${QUERY}` });
    const href =
      /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(response.body)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`fill="${club.themes.SOCCER.primary}"`);
    // The header shows it beside the club's name, as decoration (the name is the text).
    expect(response.body).toContain(`<img src="${href}" alt="" width="28" height="32" />`);
    // The page's CSP allows it (img-src 'self' data:).
    expect(String(response.headers['content-security-policy'])).toContain("img-src 'self' data:");
  });

  it('a wrong password → 401, the message in role=alert, the e-mail kept, the password not', async () => {
    const response = await postForm(sso.app, `/logowanie?${QUERY}`, {
      email: FAN.email,
      password: 'nie-to-haslo',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('<p role="alert">Nieprawidłowy e-mail lub hasło</p>');
    expect(response.body).toContain(`value="${FAN.email}"`);
    expect(response.body).not.toContain('nie-to-haslo');
    expect(cookieValue(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('an unknown e-mail → the same 401 and message', async () => {
    const response = await postForm(sso.app, `/logowanie?${QUERY}`, {
      email: 'nikt@example.com',
      password: FAN.password,
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('<p role="alert">Nieprawidłowy e-mail lub hasło</p>');
  });

  it('the prefilled e-mail is escaped', async () => {
    const response = await postForm(sso.app, `/logowanie?${QUERY}`, {
      email: '"><script>alert(1)</script>',
      password: 'x',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('success → 303 to backurl with the hash, an httpOnly session cookie', async () => {
    const response = await postForm(sso.app, `/logowanie?${QUERY}`, {
      email: 'FAN@Example.com ',
      password: FAN.password,
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(`${SITE}/aktualnosci`);
    expect(location.searchParams.get('strona')).toBe('2');
    expect(location.searchParams.get(AUTH_RETURN_PARAM)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('drops an old hash and logout marker from backurl', async () => {
    const old = `${BACKURL}&${AUTH_RETURN_PARAM}=stary&${LOGOUT_MARKER_PARAM}=1`;
    const { location } = await signIn(sso.app, FAN, query(old));
    expect(location.searchParams.getAll(AUTH_RETURN_PARAM)).toHaveLength(1);
    expect(location.searchParams.get(AUTH_RETURN_PARAM)).not.toBe('stary');
    expect(location.searchParams.has(LOGOUT_MARKER_PARAM)).toBe(false);
  });

  it('GET /logowanie with a live session → 303 straight back with a fresh hash', async () => {
    const first = await signIn(sso.app);
    const response = await sso.app.inject({
      method: 'GET',
      url: `/logowanie?${QUERY}`,
      cookies: { [SESSION_COOKIE]: first.session },
    });
    expect(response.statusCode).toBe(303);
    const hash = new URL(String(response.headers.location)).searchParams.get(AUTH_RETURN_PARAM);
    expect(hash).toBeTruthy();
    expect(hash).not.toBe(first.hash);
  });

  it.each([
    ['a foreign origin', query('https://evil.example/')],
    ['javascript:', query('javascript:alert(1)')],
    ['an unparsable backurl', query('not a url')],
    ['credentials in backurl', query('http://user:pass@localhost:3000/')],
    ['an unknown application', query(BACKURL, 'obca-aplikacja')],
    ['no query', ''],
  ])('%s → 400 page, no redirect', async (_name, search) => {
    for (const url of [`/logowanie?${search}`, `/rejestracja?${search}`, `/?${search}`]) {
      const response = await sso.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('<h1>Nieprawidłowy adres powrotu</h1>');
    }
    const posted = await postForm(sso.app, `/logowanie?${search}`, FAN);
    expect(posted.statusCode).toBe(400);
    expect(posted.headers.location).toBeUndefined();
  });

  it('a CSRF mismatch → 403', async () => {
    const { cookies } = await formToken(sso.app);
    const response = await sso.app.inject({
      method: 'POST',
      url: `/logowanie?${QUERY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies,
      payload: new URLSearchParams({ csrf: 'x'.repeat(43), ...FAN }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('<h1>Formularz wygasł</h1>');
    expect(response.headers.location).toBeUndefined();
  });

  it('a form without the CSRF cookie → 403', async () => {
    const response = await sso.app.inject({
      method: 'POST',
      url: `/logowanie?${QUERY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrf: 'x'.repeat(43), ...FAN }).toString(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('sign-in rate limit', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso({ loginAttemptsPerMinute: 3 });
  });
  afterAll(() => sso.close());

  it('answers 429 after the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await postForm(sso.app, `/logowanie?${QUERY}`, {
        email: FAN.email,
        password: 'zle-haslo',
      });
      statuses.push(response.statusCode);
      if (i === 3) {
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('<h1>Zbyt wiele prób</h1>');
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
