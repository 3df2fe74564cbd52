import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { base64url, createRemoteJWKSet, errors, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import { users } from '@trybuna/db/schema';
import { CONTENT_API_AUDIENCE } from '@trybuna/domain';
import { jwksUrl, UserDirectory } from '../../src/plugins/user-token';
import { testApi, testApiWithDatabase } from '../support/app';
import { nowSeconds, TEST_ISSUER, TEST_KID, tokenKit, type TokenKit } from '../support/user-tokens';

const CURRENT_USER = '/api/v3/current_user';
const UNAUTHORIZED = {
  errors: [{ status: '401', title: 'Unauthorized', detail: 'Unauthorized' }],
};

describe('User-Authorization tokens (docs/sso.md "The content API side")', () => {
  let app: FastifyInstance;
  let database: Database;
  let kit: TokenKit;
  beforeAll(async () => {
    kit = await tokenKit();
    ({ app, database } = await testApiWithDatabase({ userTokens: kit.userTokens }));
  });
  afterAll(() => app.close());

  const asUser = (token: string, url = CURRENT_USER) =>
    app.inject({ url, headers: { 'user-authorization': token } });
  const rowsFor = (sub: string) => database.db.select().from(users).where(eq(users.sub, sub));

  it('a valid token makes the caller its users row: created once, then reused', async () => {
    const token = await kit.sign({ sub: 'fan-created-once', nickname: 'Sokolik' });
    const first = await asUser(token);
    expect(first.statusCode).toBe(200);
    const { data } = first.json<{ data: { type: string; id: string } }>();
    expect(data.type).toBe('users');
    expect(data.id).toMatch(/^\d+$/);
    const rows = await rowsFor('fan-created-once');
    expect(rows).toEqual([
      { id: Number(data.id), sub: 'fan-created-once', nickname: 'Sokolik', avatarUrl: null },
    ]);

    const again = await asUser(token);
    expect(again.json()).toEqual({ data });
    // Another token of the same fan (a refresh) is the same user.
    const refreshed = await kit.sign({ sub: 'fan-created-once', nickname: 'Sokolik' });
    expect((await asUser(refreshed)).json()).toEqual({ data });
    expect(await rowsFor('fan-created-once')).toHaveLength(1);
  });

  it('accepts the token raw or with a Bearer prefix', async () => {
    const token = await kit.sign({ sub: 'fan-bearer' });
    const raw = await asUser(token);
    const bearer = await asUser(`Bearer ${token}`);
    expect(raw.statusCode).toBe(200);
    expect(bearer.json()).toEqual(raw.json());
  });

  it('a changed nickname claim is written to the users row', async () => {
    await asUser(await kit.sign({ sub: 'fan-renamed', nickname: 'Stary' }));
    await asUser(await kit.sign({ sub: 'fan-renamed', nickname: 'Nowy' }));
    expect((await rowsFor('fan-renamed'))[0]?.nickname).toBe('Nowy');
    // A token without the claim keeps the stored nickname.
    await asUser(await kit.sign({ sub: 'fan-renamed', nickname: undefined }));
    expect((await rowsFor('fan-renamed'))[0]?.nickname).toBe('Nowy');
  });

  it('without the header the caller is anonymous (current_user 401)', async () => {
    const response = await app.inject({ url: CURRENT_USER });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  const now = nowSeconds;
  const forged: [string, () => Promise<string>][] = [
    ['an expired token', () => kit.sign({ iat: now() - 700, nbf: now() - 700, exp: now() - 60 })],
    ['a token not valid before a future time', () => kit.sign({ nbf: now() + 120 })],
    ['a token without nbf', () => kit.sign({ nbf: undefined })],
    ['a token without exp', () => kit.sign({ exp: undefined })],
    ['a token without sub', () => kit.sign({ sub: undefined })],
    ['a token for another audience', () => kit.sign({ aud: 'trybuna-web' })],
    ['a token from another issuer', () => kit.sign({ iss: 'https://evil.example' })],
    [
      'a token signed by another key under the same kid',
      async () => kit.sign({}, { key: (await generateKeyPair('ES256')).privateKey }),
    ],
    [
      'a token signed by another key under an unknown kid',
      async () =>
        kit.sign({}, { key: (await generateKeyPair('ES256')).privateKey, kid: 'other-key' }),
    ],
    [
      'an HS256 token keyed with the public key',
      () =>
        new SignJWT({ sub: 'fan-0001', nickname: 'x' })
          .setProtectedHeader({ alg: 'HS256', kid: TEST_KID })
          .setIssuer(TEST_ISSUER)
          .setAudience(CONTENT_API_AUDIENCE)
          .setIssuedAt()
          .setNotBefore('0s')
          .setExpirationTime('10m')
          .sign(new TextEncoder().encode(JSON.stringify(kit.publicJwk))),
    ],
    [
      "an unsigned token (alg 'none')",
      () => {
        const encode = (value: object) => base64url.encode(JSON.stringify(value));
        const t = now();
        return Promise.resolve(
          `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
            iss: TEST_ISSUER,
            aud: CONTENT_API_AUDIENCE,
            sub: 'fan-0001',
            iat: t,
            nbf: t,
            exp: t + 600,
          })}.`,
        );
      },
    ],
    [
      'a tampered payload',
      async () => {
        const [header, payload, signature] = (await kit.sign({ sub: 'fan-0001' })).split('.');
        const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload ?? ''))) as {
          sub: string;
        };
        claims.sub = 'fan-admin';
        return `${header ?? ''}.${base64url.encode(JSON.stringify(claims))}.${signature ?? ''}`;
      },
    ],
    ['garbage', () => Promise.resolve('not-a-token')],
    ['an empty value', () => Promise.resolve('')],
    ['a bare Bearer', () => Promise.resolve('Bearer ')],
  ];

  it.each(forged)('%s → 401 Unauthorized, private', async (_name, make) => {
    const response = await asUser(await make(), '/api/v3/tags');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('tolerates 5 seconds of clock skew, no more', async () => {
    const t = now();
    expect((await asUser(await kit.sign({ iat: t, nbf: t + 3 }))).statusCode).toBe(200);
    expect((await asUser(await kit.sign({ iat: t, nbf: t + 30 }))).statusCode).toBe(401);
  });

  it('works under /api/v2 too', async () => {
    const response = await asUser(await kit.sign(), '/api/v2/current_user');
    expect(response.statusCode).toBe(200);
  });

  it('quiz play lets a signed-in fan past the 401 (no quiz 1 here: 404)', async () => {
    const response = await asUser(
      await kit.sign(),
      '/api/v3/quiz_questions/next_question?quiz_id=1',
    );
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('User-Authorization without a way to verify it', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApi();
  });
  afterAll(() => app.close());

  it('any token answers 401 when the API was given no key set', async () => {
    const kit = await tokenKit();
    const response = await app.inject({
      url: CURRENT_USER,
      headers: { 'user-authorization': await kit.sign() },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('the sso key set cannot be fetched', () => {
  let jwks: Server;
  let kit: TokenKit;
  beforeAll(async () => {
    kit = await tokenKit();
    jwks = createServer((_request, response) => {
      response.statusCode = 502;
      response.end('Bad Gateway');
    });
    await new Promise<void>((resolve) => {
      jwks.listen(0, '127.0.0.1', resolve);
    });
  });
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  afterAll(() => close(jwks));

  const closedPort = async () => {
    const server = createServer();
    await new Promise<void>((resolve) => {
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    await close(server);
    return port;
  };

  it.each([
    [
      'answers an error',
      () => Promise.resolve(`http://127.0.0.1:${String((jwks.address() as AddressInfo).port)}`),
    ],
    ['is down', async () => `http://127.0.0.1:${String(await closedPort())}`],
  ])('when the sso %s, a token read answers 503 (not 500)', async (_name, ssoUrl) => {
    const url = await ssoUrl();
    const app = await testApi({
      userTokens: { issuer: TEST_ISSUER, keys: createRemoteJWKSet(jwksUrl(url)) },
    });
    try {
      const response = await app.inject({
        url: CURRENT_USER,
        headers: { 'user-authorization': await kit.sign() },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        errors: [{ status: '503', title: 'Service Unavailable' }],
      });
      // A malformed token is refused without asking the sso.
      const garbage = await app.inject({
        url: CURRENT_USER,
        headers: { 'user-authorization': 'not-a-token' },
      });
      expect(garbage.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('a JWKS timeout is a 503 as well', async () => {
    const app = await testApi({
      userTokens: {
        issuer: TEST_ISSUER,
        keys: () => Promise.reject(new errors.JWKSTimeout()),
      },
    });
    try {
      const response = await app.inject({
        url: CURRENT_USER,
        headers: { 'user-authorization': await kit.sign() },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('jwksUrl and the users cache', () => {
  it('jwksUrl keeps a path the sso is mounted under', () => {
    expect(jwksUrl('http://localhost:4100').href).toBe(
      'http://localhost:4100/.well-known/jwks.json',
    );
    expect(jwksUrl('https://example.com/sso/').href).toBe(
      'https://example.com/sso/.well-known/jwks.json',
    );
    expect(jwksUrl('https://example.com/sso').href).toBe(
      'https://example.com/sso/.well-known/jwks.json',
    );
  });

  it('a known fan is answered from memory, not the database', async () => {
    const { app, database } = await testApiWithDatabase();
    try {
      const directory = new UserDirectory(database.db);
      const first = await directory.resolve('fan-cached', 'Pamiętany');
      // Were the database asked again, the row would be recreated under a new id.
      await database.db.delete(users).where(eq(users.sub, 'fan-cached'));
      expect(await directory.resolve('fan-cached', 'Pamiętany')).toEqual(first);
      expect(await directory.resolve('fan-cached', null)).toEqual(first);
      expect(directory.size).toBe(1);
      // A changed nickname goes to the database (here: recreating the deleted row).
      const renamed = await directory.resolve('fan-cached', 'Inny');
      expect(renamed.sub).toBe('fan-cached');
      expect(renamed.id).not.toBe(first.id);
    } finally {
      await app.close();
    }
  });
});
