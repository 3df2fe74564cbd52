import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signedInTokens,
  SSO_URL,
  APPLICATION,
  startSso,
  type IssuedTokens,
  type TestSso,
} from './support/sso';

const unauthorized = { status: 401, message: 'Unauthorized' };

describe('GET /api/v2/data/user', () => {
  let sso: TestSso;
  let tokens: IssuedTokens;
  beforeAll(async () => {
    sso = await startSso();
    tokens = await signedInTokens(sso.app);
  });
  afterAll(() => sso.close());

  const user = (authorization?: string) =>
    sso.app.inject({
      method: 'GET',
      url: '/api/v2/data/user',
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });

  it('answers the fan for a valid id_token (raw or Bearer)', async () => {
    for (const header of [tokens.id_token, `Bearer ${tokens.id_token}`]) {
      const response = await user(header);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          id: expect.any(Number) as unknown,
          fan_sub: 'demo-fan-0001',
          nickname: 'KibicSokoła',
          avatar_url: null,
        },
      });
    }
  });

  it('no header → 401', async () => {
    const response = await user();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('a tampered signature → 401', async () => {
    const [header, payload, signature = ''] = tokens.id_token.split('.');
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    const response = await user(`${header ?? ''}.${payload ?? ''}.${flipped}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('a tampered payload → 401', async () => {
    const [header, , signature] = tokens.id_token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'demo-fan-0002', aud: APPLICATION, iss: SSO_URL }),
    ).toString('base64url');
    expect((await user(`${header ?? ''}.${payload}.${signature ?? ''}`)).statusCode).toBe(401);
  });

  it('an expired token → 401', async () => {
    const fresh = await signedInTokens(sso.app);
    sso.advance(16 * 60);
    const response = await user(fresh.id_token);
    expect(response.statusCode).toBe(401);
    sso.advance(-16 * 60);
    expect((await user(fresh.id_token)).statusCode).toBe(200);
  });

  it('the content-API token (another audience) → 401', async () => {
    expect((await user(tokens.token)).statusCode).toBe(401);
  });

  it('a token signed by another key → 401 (same kid or none)', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const now = Math.floor(new Date('2026-05-01T12:00:00Z').getTime() / 1000);
    const kid = JSON.parse(
      Buffer.from(tokens.id_token.split('.')[0] ?? '', 'base64url').toString(),
    ) as { kid: string };
    for (const header of [{ alg: 'ES256', kid: kid.kid, typ: 'JWT' }, { alg: 'ES256' }]) {
      const forged = await new SignJWT({ nickname: 'X' })
        .setProtectedHeader(header)
        .setIssuer(SSO_URL)
        .setSubject('demo-fan-0001')
        .setAudience(APPLICATION)
        .setIssuedAt(now)
        .setNotBefore(now)
        .setExpirationTime(now + 600)
        .sign(privateKey);
      expect((await user(forged)).statusCode).toBe(401);
    }
  });

  it('an alg:none token → 401', async () => {
    const now = Math.floor(new Date('2026-05-01T12:00:00Z').getTime() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${part({ alg: 'none', typ: 'JWT' })}.${part({
      iss: SSO_URL,
      aud: APPLICATION,
      sub: 'demo-fan-0001',
      iat: now,
      nbf: now,
      exp: now + 600,
    })}.`;
    expect((await user(none)).statusCode).toBe(401);
  });

  it('junk → 401', async () => {
    expect((await user('Bearer ')).statusCode).toBe(401);
    expect((await user('abc.def.ghi')).statusCode).toBe(401);
  });
});
