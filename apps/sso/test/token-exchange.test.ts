import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RETURN_TTL_SECONDS, CONTENT_API_AUDIENCE } from '@trybuna/domain';
import {
  APPLICATION,
  exchange,
  OTHER_APPLICATION,
  postForm,
  SESSION_COOKIE,
  SITE,
  SSO_URL,
  signIn,
  startSso,
  type IssuedTokens,
  type TestSso,
} from './support/sso';

const unauthorized = { status: 401, message: 'Unauthorized' };

describe('POST /p/anonymous/token/get', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  it('exchanges a hash once for the tokens', async () => {
    const { hash } = await signIn(sso.app);
    const response = await exchange(sso.app, hash);
    expect(response.statusCode).toBe(200);
    const body = response.json<IssuedTokens & { token_text: string }>();
    expect(body.fan_sub).toBe('demo-fan-0001');
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { token_text: tokenText, ...record } = body;
    expect(JSON.parse(tokenText)).toEqual(record);

    const id = decodeJwt(body.id_token);
    expect(id).toMatchObject({
      iss: SSO_URL,
      aud: APPLICATION,
      sub: 'demo-fan-0001',
      nickname: 'KibicSokoła',
    });
    expect(id.exp).toBe((id.iat ?? 0) + 15 * 60);
    expect(id.nbf).toBe(id.iat);
    expect(id.jti).toBeTruthy();
    expect(decodeJwt(body.token)).toMatchObject({
      aud: CONTENT_API_AUDIENCE,
      sub: 'demo-fan-0001',
    });
    expect(decodeProtectedHeader(body.token)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(decodeProtectedHeader(body.token).kid).toBeTruthy();

    const again = await exchange(sso.app, hash);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(unauthorized);
  });

  it('an expired hash → 401', async () => {
    const { hash } = await signIn(sso.app);
    sso.advance(AUTH_RETURN_TTL_SECONDS + 60);
    const response = await exchange(sso.app, hash);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('a hash of another application → 401', async () => {
    const { hash } = await signIn(sso.app);
    expect((await exchange(sso.app, hash, OTHER_APPLICATION)).statusCode).toBe(401);
    expect((await exchange(sso.app, hash, 'nieznana')).statusCode).toBe(401);
  });

  it('an unknown hash → 401', async () => {
    expect((await exchange(sso.app, 'x'.repeat(43))).statusCode).toBe(401);
  });

  it('a hash of a signed-out session → 401', async () => {
    const { hash, session } = await signIn(sso.app);
    const signedOut = await postForm(
      sso.app,
      `/wyloguj?application_id=${APPLICATION}&backurl=${encodeURIComponent(SITE)}`,
      {},
      { [SESSION_COOKIE]: session },
    );
    expect(signedOut.statusCode).toBe(303);
    expect((await exchange(sso.app, hash)).statusCode).toBe(401);
  });

  it.each([
    ['no body', undefined],
    ['no hash', { fan_application_sub: APPLICATION }],
    ['a number hash', { fan_application_sub: APPLICATION, hash: 5 }],
    ['an empty application', { fan_application_sub: '', hash: 'abc' }],
  ])('%s → 422 {status, message}', async (_name, payload) => {
    const response = await sso.app.inject({
      method: 'POST',
      url: '/p/anonymous/token/get',
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ status: number; message: string }>();
    expect(body.status).toBe(422);
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('malformed JSON → 422', async () => {
    const response = await sso.app.inject({
      method: 'POST',
      url: '/p/anonymous/token/get',
      headers: { 'content-type': 'application/json' },
      payload: '{"hash":',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 422 });
  });

  it('CORS: the site origin is echoed, preflight → 204', async () => {
    const preflight = await sso.app.inject({
      method: 'OPTIONS',
      url: '/p/anonymous/token/get',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'Accept, Authorization, Client-Id, Content-Type, Device-Platform',
    );
    expect(preflight.headers.vary).toContain('Origin');
    const call = await sso.app.inject({
      method: 'POST',
      url: '/p/anonymous/token/get',
      headers: { origin: 'https://evil.example' },
      payload: { fan_application_sub: APPLICATION, hash: 'x' },
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('JSON calls rate limit', () => {
  it('answers 429 {status, message} after the limit', async () => {
    const sso = await startSso({ callsPerMinute: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await exchange(sso.app, 'y'.repeat(43));
        statuses.push(response.statusCode);
        if (i === 2) expect(response.json()).toEqual({ status: 429, message: 'Too Many Requests' });
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await sso.close();
    }
  });
});
