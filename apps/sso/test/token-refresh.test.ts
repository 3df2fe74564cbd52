import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSettings } from '../src/settings';
import {
  APPLICATION,
  OTHER_APPLICATION,
  signedInTokens,
  startSso,
  type IssuedTokens,
  type TestSso,
} from './support/sso';

const unauthorized = { status: 401, message: 'Unauthorized' };
const DAY = 24 * 60 * 60;

describe('POST /api/v2/user/token/refresh', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  const refresh = (refreshToken: unknown, application: unknown = APPLICATION) =>
    sso.app.inject({
      method: 'POST',
      url: '/api/v2/user/token/refresh',
      payload: { refresh_token: refreshToken, fan_application_sub: application },
    });

  it('rotates: new tokens and a new refresh token', async () => {
    const first = await signedInTokens(sso.app);
    sso.advance(60);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const body = response.json<IssuedTokens>();
    expect(Object.keys(body).sort()).toEqual(['fan_sub', 'id_token', 'refresh_token', 'token']);
    expect(body.fan_sub).toBe('demo-fan-0001');
    expect(body.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(body.id_token).iat).toBe((decodeJwt(first.id_token).iat ?? 0) + 60);
    const next = await refresh(body.refresh_token);
    expect(next.statusCode).toBe(200);
  });

  it('replaying a used token → 401 and the whole family (the newest too) is revoked', async () => {
    const first = await signedInTokens(sso.app);
    const second = (await refresh(first.refresh_token)).json<IssuedTokens>();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(unauthorized);
    const newest = await refresh(second.refresh_token);
    expect(newest.statusCode).toBe(401);
  });

  it('another family of the same fan is untouched by a replay', async () => {
    const a = await signedInTokens(sso.app);
    const b = await signedInTokens(sso.app);
    await refresh(a.refresh_token);
    await refresh(a.refresh_token);
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });

  it('an expired token → 401', async () => {
    const tokens = await signedInTokens(sso.app);
    sso.advance(31 * 24 * 60 * 60);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('issue 30: refreshing never extends a sign-in past its absolute lifetime (30 days)', async () => {
    const first = await signedInTokens(sso.app);
    let token = first.refresh_token;
    // Refreshed every 6 days: each new token still ends when the sign-in's first one does.
    for (let day = 6; day <= 24; day += 6) {
      sso.advance(6 * DAY);
      const response = await refresh(token);
      expect(response.statusCode, `day ${String(day)}`).toBe(200);
      token = response.json<IssuedTokens>().refresh_token;
    }
    sso.advance(5 * DAY); // day 29: still within
    const last = await refresh(token);
    expect(last.statusCode).toBe(200);
    sso.advance(DAY + 60); // past day 30, a day after the last refresh
    expect(await refresh(last.json<IssuedTokens>().refresh_token)).toMatchObject({
      statusCode: 401,
    });
  });

  it('an unknown token or another application → 401', async () => {
    const tokens = await signedInTokens(sso.app);
    expect((await refresh('z'.repeat(43))).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token, OTHER_APPLICATION)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token, 'nieznana')).statusCode).toBe(401);
    // A wrong application does not burn the token.
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });

  it('a bad body → 422 {status, message}', async () => {
    const response = await refresh(undefined);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      message: 'refresh_token: refresh_token must be a string',
    });
    expect((await refresh('abc', 7)).statusCode).toBe(422);
  });
});

describe('SSO_REFRESH_TOKEN_MAX_AGE_DAYS (issue 30)', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso({ refreshTokenMaxAgeDays: 2 });
  });
  afterAll(() => sso.close());

  it('a sign-in of a 2-day setting ends after 2 days, refreshed or not', async () => {
    const refresh = (token: string) =>
      sso.app.inject({
        method: 'POST',
        url: '/api/v2/user/token/refresh',
        payload: { refresh_token: token, fan_application_sub: APPLICATION },
      });
    const tokens = await signedInTokens(sso.app);
    sso.advance(DAY);
    const next = await refresh(tokens.refresh_token);
    expect(next.statusCode).toBe(200);
    sso.advance(DAY);
    expect((await refresh(next.json<IssuedTokens>().refresh_token)).statusCode).toBe(401);
  });

  it('the setting is checked: 0 or more than 365 days stop the build', () => {
    for (const days of [0, 366, 1.5]) {
      expect(() => resolveSettings({ refreshTokenMaxAgeDays: days })).toThrow(
        /refreshTokenMaxAgeDays/,
      );
    }
  });
});
