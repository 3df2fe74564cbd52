import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jwksUrl } from '../../src/plugins/user-token';
import { testApi } from '../support/app';
import { nowSeconds, TEST_ISSUER, tokenKit, type TokenKit } from '../support/user-tokens';

const CURRENT_USER = '/api/v3/current_user';

/** A stand-in for the sso's `/.well-known/jwks.json` that can fail on demand and counts calls. */
class JwksServer {
  keys: JWK[] = [];
  failing = false;
  fetches = 0;
  private readonly server: Server = createServer((_request, response) => {
    this.fetches += 1;
    if (this.failing) {
      response.statusCode = 502;
      response.end('Bad Gateway');
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: this.keys }));
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => {
      this.server.listen(0, '127.0.0.1', resolve);
    });
    return `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }
}

async function otherKey(kid: string): Promise<{ privateKey: CryptoKey; jwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

describe('the last good signing keys are used while the sso is unreachable', () => {
  let kit: TokenKit;
  let clock = 0;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    kit = await tokenKit();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** An API whose key set is already stale on every call (cacheMaxAge 0), on a test clock. */
  async function apiFor(ssoUrl: string): Promise<FastifyInstance> {
    const app = await testApi({
      userTokens: {
        issuer: TEST_ISSUER,
        keys: createRemoteJWKSet(jwksUrl(ssoUrl), { cacheMaxAge: 0 }),
        lastGoodKeys: { now: () => clock, retryAfterMs: 30_000 },
      },
    });
    apps.push(app);
    return app;
  }
  const status = async (app: FastifyInstance, token: string) =>
    (await app.inject({ url: CURRENT_USER, headers: { 'user-authorization': token } })).statusCode;

  it('keeps verifying known keys past the cache age, 503 for an unknown kid, recovers', async () => {
    const sso = new JwksServer();
    sso.keys = [kit.publicJwk];
    const app = await apiFor(await sso.start());
    try {
      expect(await status(app, await kit.sign())).toBe(200);
      expect(sso.fetches).toBe(1);

      sso.failing = true;
      // The cache is past its age and the refetch fails: the last good JWKS still verifies.
      expect(await status(app, await kit.sign({ sub: 'fan-during-outage' }))).toBe(200);
      expect(sso.fetches).toBe(2);
      // Within the retry interval the sso is not asked again.
      expect(await status(app, await kit.sign())).toBe(200);
      const rotated = await otherKey('test-key-2');
      const byNewKey = await kit.sign({}, { key: rotated.privateKey, kid: 'test-key-2' });
      const unknownKid = await app.inject({
        url: CURRENT_USER,
        headers: { 'user-authorization': byNewKey },
      });
      expect(unknownKid.statusCode).toBe(503);
      expect(unknownKid.json()).toMatchObject({ errors: [{ status: '503' }] });
      expect(sso.fetches).toBe(2);

      // Verification stays strict on the fallback keys.
      const forged = await kit.sign({}, { key: rotated.privateKey });
      expect(await status(app, forged)).toBe(401);
      const t = nowSeconds();
      expect(await status(app, await kit.sign({ iat: t - 700, nbf: t - 700, exp: t - 60 }))).toBe(
        401,
      );
      expect(await status(app, await kit.sign({ aud: 'trybuna-web' }))).toBe(401);
      expect(sso.fetches).toBe(2);

      // After the interval one request tries again; still down, the fallback goes on.
      clock += 30_000;
      expect(await status(app, await kit.sign())).toBe(200);
      expect(sso.fetches).toBe(3);

      // The sso is back with a rotated key: after the interval the new kid verifies.
      sso.failing = false;
      sso.keys = [kit.publicJwk, rotated.jwk];
      clock += 30_000;
      expect(await status(app, byNewKey)).toBe(200);
      expect(await status(app, await kit.sign())).toBe(200);
    } finally {
      await sso.stop();
    }
  });

  it('an sso that is gone after the first fetch: known kid 200, unknown kid 503', async () => {
    const sso = new JwksServer();
    sso.keys = [kit.publicJwk];
    const app = await apiFor(await sso.start());
    expect(await status(app, await kit.sign())).toBe(200);
    await sso.stop();
    clock += 60_000;
    expect(await status(app, await kit.sign())).toBe(200);
    const rotated = await otherKey('test-key-3');
    expect(
      await status(app, await kit.sign({}, { key: rotated.privateKey, kid: 'test-key-3' })),
    ).toBe(503);
  });

  afterAll(() => {
    clock = 0;
  });
});
