import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoAccounts } from '@trybuna/db/schema';
import { AUTH_RETURN_PARAM, CONTENT_API_AUDIENCE } from '@trybuna/domain';
import { setAccountRoles } from '../src/repositories/accounts';
import { DEMO_ACCOUNTS, DEMO_EDITOR, DEMO_PASSWORD, DEMO_STAFF } from '../src/seed';
import {
  APPLICATION,
  exchange,
  FAN,
  postForm,
  QUERY,
  SSO_URL,
  signedInTokens,
  signIn,
  startSso,
  type IssuedTokens,
  type TestSso,
} from './support/sso';

/** Verifies a content-API token the way the content API does (its JWKS, ES256, aud, iss). */
async function verifyContentToken(
  app: FastifyInstance,
  token: string,
): Promise<Record<string, unknown>> {
  const jwks = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
  const { payload } = await jwtVerify(token, createLocalJWKSet(jwks.json()), {
    algorithms: ['ES256'],
    issuer: SSO_URL,
    audience: CONTENT_API_AUDIENCE,
    requiredClaims: ['exp', 'nbf', 'sub'],
    currentDate: new Date((decodeJwt(token).iat ?? 0) * 1000),
  });
  return payload;
}

/** Signs in with e-mail and password and exchanges the hash for the tokens. */
async function tokensOf(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<IssuedTokens> {
  const { hash } = await signIn(app, credentials);
  const response = await exchange(app, hash);
  expect(response.statusCode).toBe(200);
  return response.json<IssuedTokens>();
}

describe('the roles claim (docs/sso.md "Roles")', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  const refresh = async (refreshToken: string): Promise<IssuedTokens> => {
    const response = await sso.app.inject({
      method: 'POST',
      url: '/api/v2/user/token/refresh',
      payload: { refresh_token: refreshToken, fan_application_sub: APPLICATION },
    });
    expect(response.statusCode).toBe(200);
    return response.json<IssuedTokens>();
  };

  it("the demo editor's content-API token carries roles ['editor'] and verifies against the JWKS", async () => {
    const tokens = await tokensOf(sso.app, { email: DEMO_EDITOR.email, password: DEMO_PASSWORD });
    expect(tokens.fan_sub).toBe(DEMO_EDITOR.fanSub);
    const payload = await verifyContentToken(sso.app, tokens.token);
    expect(payload).toMatchObject({
      sub: DEMO_EDITOR.fanSub,
      nickname: 'Redakcja',
      roles: ['editor'],
    });
  });

  it('the id_token (for the site) carries no roles, the editor being no exception', async () => {
    const tokens = await tokensOf(sso.app, { email: DEMO_EDITOR.email, password: DEMO_PASSWORD });
    const id = decodeJwt(tokens.id_token);
    expect(id.sub).toBe(DEMO_EDITOR.fanSub);
    expect(id).not.toHaveProperty('roles');
  });

  it("a fan's token has no roles claim at all (not even an empty list)", async () => {
    const tokens = await tokensOf(sso.app, FAN);
    const payload = await verifyContentToken(sso.app, tokens.token);
    expect(payload.sub).toBe(FAN.fanSub);
    expect(payload).not.toHaveProperty('roles');
    expect(decodeJwt(tokens.id_token)).not.toHaveProperty('roles');
  });

  it('a refresh re-reads the roles: granted, then removed, each at the next refresh', async () => {
    const first = await signedInTokens(sso.app);
    expect(decodeJwt(first.token)).not.toHaveProperty('roles');

    expect(await setAccountRoles(sso.database.db, FAN.fanSub, ['editor'])).toBe(true);
    // Tokens already issued are unchanged: the role arrives with the next refresh.
    expect(decodeJwt(first.token)).not.toHaveProperty('roles');
    const granted = await refresh(first.refresh_token);
    expect(await verifyContentToken(sso.app, granted.token)).toMatchObject({
      sub: FAN.fanSub,
      roles: ['editor'],
    });

    expect(await setAccountRoles(sso.database.db, FAN.fanSub, [])).toBe(true);
    const removed = await refresh(granted.refresh_token);
    expect(decodeJwt(removed.token)).not.toHaveProperty('roles');
  });

  it("an editor whose role is removed gets a fan's token at the next refresh", async () => {
    const { hash } = await signIn(sso.app, { email: DEMO_EDITOR.email, password: DEMO_PASSWORD });
    const editor = (await exchange(sso.app, hash)).json<IssuedTokens>();
    expect(decodeJwt(editor.token).roles).toEqual(['editor']);
    await setAccountRoles(sso.database.db, DEMO_EDITOR.fanSub, []);
    try {
      expect(decodeJwt((await refresh(editor.refresh_token)).token)).not.toHaveProperty('roles');
    } finally {
      await setAccountRoles(sso.database.db, DEMO_EDITOR.fanSub, [...DEMO_EDITOR.roles]);
    }
  });

  it('duplicate stored roles are signed once', async () => {
    const first = await signedInTokens(sso.app);
    await setAccountRoles(sso.database.db, FAN.fanSub, ['editor', 'editor']);
    try {
      expect(decodeJwt((await refresh(first.refresh_token)).token).roles).toEqual(['editor']);
    } finally {
      await setAccountRoles(sso.database.db, FAN.fanSub, []);
    }
  });

  it('setting the roles of an unknown account changes nothing', async () => {
    expect(await setAccountRoles(sso.database.db, 'no-such-fan', ['editor'])).toBe(false);
  });

  it('registration never sets roles, whatever the form posts', async () => {
    const response = await postForm(sso.app, `/rejestracja?${QUERY}`, {
      email: 'chce.byc.redaktorem@example.com',
      nickname: 'Samozwaniec',
      password: 'bardzo-tajne',
      password_repeat: 'bardzo-tajne',
      roles: 'editor',
      'roles[]': 'editor',
    });
    expect(response.statusCode).toBe(303);
    const [row] = await sso.database.db
      .select()
      .from(ssoAccounts)
      .where(eq(ssoAccounts.email, 'chce.byc.redaktorem@example.com'));
    expect(row?.roles).toEqual([]);
    const hash = new URL(String(response.headers.location)).searchParams.get(AUTH_RETURN_PARAM);
    const tokens = (await exchange(sso.app, hash ?? '')).json<IssuedTokens>();
    expect(decodeJwt(tokens.token)).not.toHaveProperty('roles');
  });

  it('the demo fans are stored with no roles, each demo staff account with its one role', async () => {
    const emails = [...DEMO_STAFF, ...DEMO_ACCOUNTS].map((a) => a.email);
    const rows = await sso.database.db
      .select({ email: ssoAccounts.email, roles: ssoAccounts.roles })
      .from(ssoAccounts)
      .where(inArray(ssoAccounts.email, emails))
      .orderBy(ssoAccounts.fanSub);
    expect(rows).toEqual([
      { email: 'admin@example.com', roles: ['admin'] },
      { email: 'redakcja@example.com', roles: ['editor'] },
      { email: 'fan@example.com', roles: [] },
      { email: 'kibic2@example.com', roles: [] },
      { email: 'kibic3@example.com', roles: [] },
      { email: 'formularze@example.com', roles: ['forms'] },
      { email: 'moderacja@example.com', roles: ['moderator'] },
    ]);
  });

  it.each(DEMO_STAFF.map((staff) => [staff.email, staff] as const))(
    "%s's content-API token carries its one role",
    async (_email, staff) => {
      const tokens = await tokensOf(sso.app, { email: staff.email, password: DEMO_PASSWORD });
      expect(await verifyContentToken(sso.app, tokens.token)).toMatchObject({
        sub: staff.fanSub,
        nickname: staff.nickname,
        roles: [...staff.roles],
      });
    },
  );

  it('migration 0007: roles default to an empty list and are never null', async () => {
    const inserted = await sso.database.query<{ roles: string[] }>(
      sql`insert into sso_accounts (fan_sub, email, password_hash, nickname)
          values ('sql-fan', 'sql-fan@example.com', 'x', 'Z bazy') returning roles`,
    );
    expect(inserted).toEqual([{ roles: [] }]);
    await expect(
      sso.database.query(sql`update sso_accounts set roles = null where fan_sub = 'sql-fan'`),
    ).rejects.toThrow();
  });
});
