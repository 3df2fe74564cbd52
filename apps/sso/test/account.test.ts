import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoRefreshTokens, ssoSessions } from '@trybuna/db/schema';
import { LOGOUT_MARKER_PARAM } from '@trybuna/domain';
import { sha256 } from '../src/lib/secrets';
import {
  APPLICATION,
  BACKURL,
  cookieValue,
  formToken,
  postForm,
  QUERY,
  SESSION_COOKIE,
  signedInTokens,
  startSso,
  type TestSso,
} from './support/sso';

describe('account root and sign-out', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  it('GET / without a session → 303 to /logowanie with the same query', async () => {
    const response = await sso.app.inject({ method: 'GET', url: `/?${QUERY}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/logowanie?${QUERY}`);
  });

  it('GET / with a session shows the nickname, e-mail, the way back and Wyloguj', async () => {
    const { session } = await signedInTokens(sso.app);
    const response = await sso.app.inject({
      method: 'GET',
      url: `/?${QUERY}`,
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('KibicSokoła');
    expect(response.body).toContain('fan@example.com');
    expect(response.body).toContain(`<a href="${BACKURL}">Wróć do serwisu</a>`);
    expect(response.body).toContain(`action="/wyloguj?${QUERY.replaceAll('&', '&amp;')}"`);
    expect(response.body).toContain('<button type="submit">Wyloguj</button>');
  });

  it('POST /wyloguj revokes the session and its refresh tokens, redirects with the marker', async () => {
    const tokens = await signedInTokens(sso.app);
    const response = await postForm(
      sso.app,
      `/wyloguj?${QUERY}`,
      {},
      {
        [SESSION_COOKIE]: tokens.session,
      },
    );
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get(LOGOUT_MARKER_PARAM)).toBe('1');
    expect(location.searchParams.get('strona')).toBe('2');
    expect(cookieValue(response, SESSION_COOKIE)).toBe('');

    const refresh = await sso.app.inject({
      method: 'POST',
      url: '/api/v2/user/token/refresh',
      payload: { refresh_token: tokens.refresh_token, fan_application_sub: APPLICATION },
    });
    expect(refresh.statusCode).toBe(401);
    const page = await sso.app.inject({
      method: 'GET',
      url: `/?${QUERY}`,
      cookies: { [SESSION_COOKIE]: tokens.session },
    });
    expect(page.statusCode).toBe(303);
    const [stored] = await sso.database.db
      .select()
      .from(ssoSessions)
      .where(eq(ssoSessions.tokenHash, sha256(tokens.session)));
    expect(stored?.revokedAt).toBeInstanceOf(Date);
    const families = await sso.database.db
      .select({ revokedAt: ssoRefreshTokens.revokedAt })
      .from(ssoRefreshTokens)
      .where(eq(ssoRefreshTokens.sessionId, stored?.id ?? 0));
    expect(families.length).toBeGreaterThan(0);
    expect(families.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('POST /wyloguj with a CSRF mismatch → 403 and the session lives on', async () => {
    const { session } = await signedInTokens(sso.app);
    // This browser's CSRF secret, and a token another browser was given.
    const mine = await formToken(sso.app, { [SESSION_COOKIE]: session });
    const theirs = await formToken(sso.app);
    const response = await sso.app.inject({
      method: 'POST',
      url: `/wyloguj?${QUERY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: mine.cookies,
      payload: new URLSearchParams({ csrf: theirs.csrf }).toString(),
    });
    expect(response.statusCode).toBe(403);
    const page = await sso.app.inject({
      method: 'GET',
      url: `/?${QUERY}`,
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(page.statusCode).toBe(200);
  });
});
