import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API_AUDIENCE } from '@trybuna/domain';
import { buildSso } from '../src/app';
import { signedInTokens, SSO_URL, startSso, TEST_PASSWORD_COST, type TestSso } from './support/sso';

describe('GET /.well-known/jwks.json', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  it('serves public keys only, cacheable', async () => {
    const response = await sso.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { keys } = response.json<{ keys: Record<string, unknown>[] }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    for (const key of keys) {
      expect(key).not.toHaveProperty('d');
      expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
    }
  });

  it('verifies a token the way the content API does', async () => {
    const { token } = await signedInTokens(sso.app);
    const response = await sso.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    const keySet = createLocalJWKSet(response.json());
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: ['ES256'],
      issuer: SSO_URL,
      audience: CONTENT_API_AUDIENCE,
      requiredClaims: ['exp', 'nbf', 'sub'],
      currentDate: new Date('2026-05-01T12:00:30Z'),
    });
    expect(payload.sub).toBe('demo-fan-0001');
  });

  it('keeps the key pair across restarts', async () => {
    const before = (
      await sso.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })
    ).json<unknown>();
    const { database } = sso;
    const again = await buildSso({
      database: { ...database, close: () => Promise.resolve() },
      publicUrl: SSO_URL,
      passwordCost: TEST_PASSWORD_COST,
    });
    const after = (
      await again.inject({ method: 'GET', url: '/.well-known/jwks.json' })
    ).json<unknown>();
    await again.close();
    expect(after).toEqual(before);
  });
});
