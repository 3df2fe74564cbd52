import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAN,
  formToken,
  postForm,
  QUERY,
  signedInTokens,
  startSso,
  type TestSso,
} from './support/sso';

const NASTY = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085'];

describe('control characters in any input: 4xx, never 500 (issue 30)', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  it('form fields of the sign-in and registration pages: the 400 page', async () => {
    for (const bad of NASTY) {
      for (const [url, fields] of [
        [`/logowanie?${QUERY}`, { email: `fan${bad}@example.com`, password: FAN.password }],
        [`/logowanie?${QUERY}`, { email: FAN.email, password: `${FAN.password}${bad}` }],
        [
          `/rejestracja?${QUERY}`,
          {
            email: `new${bad}@example.com`,
            nickname: `Nowy${bad}`,
            password: 'Haslo!2026xx',
            password_confirmation: 'Haslo!2026xx',
          },
        ],
      ] as const) {
        const response = await postForm(sso.app, url, fields);
        expect(response.statusCode, `${url} ${JSON.stringify(fields)}`).toBe(400);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }
    }
  });

  it('query parameters of the pages: the 400 page', async () => {
    for (const bad of NASTY) {
      const query = new URLSearchParams({
        application_id: `trybuna-web${bad}`,
        backurl: 'http://localhost:3000/',
      });
      const search = query.toString();
      for (const url of [`/logowanie?${search}`, `/rejestracja?${search}`, `/?${search}`]) {
        const response = await sso.app.inject({ url });
        expect(response.statusCode, url).toBe(400);
      }
      const state = await sso.app.inject({
        url: `/logowanie?${QUERY}&state=${encodeURIComponent(`a${bad}`.repeat(16))}`,
      });
      expect(state.statusCode).toBe(400);
    }
  });

  it('JSON calls: 4xx {status, message}', async () => {
    const tokens = await signedInTokens(sso.app);
    for (const bad of NASTY) {
      for (const [url, payload] of [
        ['/p/anonymous/token/get', { fan_application_sub: 'trybuna-web', hash: `h${bad}` }],
        ['/p/anonymous/token/get', { fan_application_sub: `trybuna-web${bad}`, hash: 'h' }],
        [
          '/api/v2/user/token/refresh',
          { fan_application_sub: 'trybuna-web', refresh_token: `${tokens.refresh_token}${bad}` },
        ],
      ] as const) {
        const response = await sso.app.inject({ method: 'POST', url, payload });
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toMatchObject({ status: response.statusCode });
      }
      const user = await sso.app.inject({
        url: `/api/v2/data/user?x=${encodeURIComponent(bad)}`,
        headers: { authorization: tokens.id_token },
      });
      expect(user.statusCode).toBe(400);
      expect(user.json()).toMatchObject({ status: 400 });
    }
  });

  it('headers it reads (Authorization, Origin, Cookie): 4xx', async () => {
    const token = await formToken(sso.app);
    for (const bad of ['\u0001', '\u001f', '\u007f']) {
      const user = await sso.app.inject({
        url: '/api/v2/data/user',
        headers: { authorization: `abc${bad}def` },
      });
      expect(user.statusCode).toBe(400);
      expect(user.json()).toMatchObject({ status: 400 });
      const page = await sso.app.inject({
        url: `/logowanie?${QUERY}`,
        cookies: { ...token.cookies, trybuna_sso_session: `x${bad}` },
      });
      expect(page.statusCode).toBe(400);
      const origin = await sso.app.inject({
        method: 'OPTIONS',
        url: '/p/anonymous/token/get',
        headers: { origin: `http://localhost:3000${bad}`, 'access-control-request-method': 'POST' },
      });
      expect(origin.statusCode).toBeGreaterThanOrEqual(400);
      expect(origin.statusCode).toBeLessThan(500);
    }
  });

  it('the same inputs without control characters still work', async () => {
    const response = await postForm(sso.app, `/logowanie?${QUERY}`, FAN);
    expect(response.statusCode).toBe(303);
  });
});
