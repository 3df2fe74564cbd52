import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, findAccountByEmail } from '../src/repositories/accounts';
import { DEMO_PASSWORD, DEMO_STAFF } from '../src/seed';
import { NOT_ADMIN, ROLE_PAGE_MESSAGES } from '../src/views/role-page';
import {
  APPLICATION,
  CSRF_COOKIE,
  FAN,
  formToken,
  postForm,
  QUERY,
  SESSION_COOKIE,
  signedInTokens,
  signIn,
  SSO_URL,
  startSso,
  type IssuedTokens,
  type TestSso,
} from './support/sso';

const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD, fanSub: 'demo-admin-0001' };
const MODERATOR = DEMO_STAFF[1];

/** The JSON log lines the sso wrote. */
const lines: Record<string, unknown>[] = [];
const securityLines = () => lines.filter((line) => 'security' in line);

/** A browser signed in as `credentials`: its session cookie. */
async function browserOf(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<Record<string, string>> {
  const { session } = await signIn(app, credentials);
  return { [SESSION_COOKIE]: session };
}

/** Posts the role page's form as that browser (the token from the role page itself). */
async function postRoles(
  app: FastifyInstance,
  cookies: Record<string, string>,
  fields: [string, string][],
): Promise<LightMyRequestResponse> {
  const token = await formToken(app, cookies, '/role');
  return app.inject({
    method: 'POST',
    url: '/role',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies: token.cookies,
    payload: new URLSearchParams([['csrf', token.csrf], ...fields]).toString(),
  });
}

async function rolesOf(sso: TestSso, email: string): Promise<string[] | undefined> {
  return (await findAccountByEmail(sso.database.db, email))?.roles;
}

/** The checked boxes of a role page. */
function ticked(body: string): string[] {
  return [...body.matchAll(/name="roles"\s+value="([a-z]+)"\s+checked/g)].map((m) => m[1] ?? '');
}

describe('the role page /role (issue 30 item 3, docs/sso.md "Granting roles")', () => {
  let sso: TestSso;
  let admin: Record<string, string>;
  beforeAll(async () => {
    sso = await startSso({
      logLevel: 'info',
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    admin = await browserOf(sso.app, ADMIN);
  });
  afterAll(() => sso.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('signed out: 303 to the login page, which returns to /role with no hash', async () => {
    const page = await sso.app.inject({ method: 'GET', url: '/role' });
    expect(page.statusCode).toBe(303);
    const login = new URL(String(page.headers.location), SSO_URL);
    expect(login.pathname).toBe('/logowanie');
    expect(Object.fromEntries(login.searchParams)).toEqual({
      application_id: APPLICATION,
      backurl: `${SSO_URL}/role`,
    });
    const form = await sso.app.inject({ method: 'GET', url: `${login.pathname}${login.search}` });
    expect(form.statusCode).toBe(200);
    const signedIn = await postForm(sso.app, `${login.pathname}${login.search}`, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/role');
    const [hashes] = await sso.database.query<{ n: number }>(
      sql`select count(*)::int as n from sso_auth_hashes h join sso_accounts a on a.id = h.account_id
          where a.email = ${ADMIN.email}`,
    );
    // Only the beforeAll sign-in (to the site) made a hash; the own page got none.
    expect(hashes?.n).toBe(1);
  });

  it('the login page accepts no other sso address as backurl', async () => {
    for (const backurl of [`${SSO_URL}/role?x=1`, `${SSO_URL}/`, `${SSO_URL}/logowanie`]) {
      const query = new URLSearchParams({ application_id: APPLICATION, backurl });
      const response = await sso.app.inject({
        method: 'GET',
        url: `/logowanie?${query.toString()}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('a fan: the 403 page and a role_denied event with the account id only', async () => {
    const fan = await browserOf(sso.app, FAN);
    const page = await sso.app.inject({ method: 'GET', url: '/role', cookies: fan });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(`<h1>${NOT_ADMIN.title}</h1>`);
    expect(page.body).not.toContain('name="email"');
    expect(securityLines()).toEqual([
      expect.objectContaining({
        security: 'role_denied',
        account: FAN.fanSub,
        role: 'admin',
        route: '/role',
      }),
    ]);
    const post = await postForm(sso.app, '/role', { email: FAN.email, roles: 'admin' }, fan);
    expect(post.statusCode).toBe(403);
    expect(await rolesOf(sso, FAN.email)).toEqual([]);
  });

  it('an editor is no admin either (no role implies another)', async () => {
    const editor = await browserOf(sso.app, {
      email: DEMO_STAFF[0].email,
      password: DEMO_PASSWORD,
    });
    const page = await sso.app.inject({ method: 'GET', url: '/role', cookies: editor });
    expect(page.statusCode).toBe(403);
  });

  it('an admin: the search form, labelled, and a link from the account page', async () => {
    const page = await sso.app.inject({ method: 'GET', url: '/role', cookies: admin });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Role</h1>');
    expect(page.body).toMatch(/<label for="email">E-mail konta<\/label>\s*<input\s+id="email"/);
    expect(page.body).toContain('name="csrf"');
    const account = await sso.app.inject({ method: 'GET', url: `/?${QUERY}`, cookies: admin });
    expect(account.body).toContain('<a href="/role">Nadawanie ról</a>');
    const fan = await browserOf(sso.app, FAN);
    const fanAccount = await sso.app.inject({ method: 'GET', url: `/?${QUERY}`, cookies: fan });
    expect(fanAccount.statusCode).toBe(200);
    expect(fanAccount.body).not.toContain('/role');
  });

  it('finds an account by e-mail (any case) and shows its roles as ticked boxes', async () => {
    const found = await postRoles(sso.app, admin, [
      ['email', MODERATOR.email.toUpperCase()],
      ['action', 'find'],
    ]);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('<legend>Role konta</legend>');
    expect(found.body).toContain(MODERATOR.nickname);
    expect(ticked(found.body)).toEqual(['moderator']);
    for (const role of ['editor', 'moderator', 'forms', 'admin']) {
      expect(found.body).toContain(`value="${role}"`);
    }
  });

  it('an unknown e-mail: 404 and the message in role="alert" by the field', async () => {
    const response = await postRoles(sso.app, admin, [
      ['email', 'nikt@example.com'],
      ['action', 'find'],
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(
      `<p role="alert" id="email-error">${ROLE_PAGE_MESSAGES.unknownAccount}</p>`,
    );
    expect(response.body).toContain('aria-describedby="email-error"');
    const save = await postRoles(sso.app, admin, [
      ['email', 'nikt@example.com'],
      ['action', 'save'],
      ['roles', 'editor'],
    ]);
    expect(save.statusCode).toBe(404);
    expect(securityLines()).toEqual([]);
  });

  it('no e-mail: 422 and the message', async () => {
    const response = await postRoles(sso.app, admin, [['action', 'find']]);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(ROLE_PAGE_MESSAGES.emailMissing);
  });

  it('grants and removes roles: saved, one role_changed line, the next token carries them', async () => {
    const before = await signedInTokens(sso.app);
    expect(decodeJwt(before.token)).not.toHaveProperty('roles');

    const granted = await postRoles(sso.app, admin, [
      ['email', FAN.email],
      ['action', 'save'],
      ['roles', 'forms'],
      ['roles', 'moderator'],
    ]);
    expect(granted.statusCode).toBe(200);
    expect(granted.body).toContain(`<p role="status">${ROLE_PAGE_MESSAGES.saved}</p>`);
    expect(ticked(granted.body)).toEqual(['moderator', 'forms']);
    expect(await rolesOf(sso, FAN.email)).toEqual(['moderator', 'forms']);
    expect(securityLines()).toEqual([
      expect.objectContaining({
        level: 40,
        security: 'role_changed',
        actor: ADMIN.fanSub,
        account: FAN.fanSub,
        before: [],
        after: ['moderator', 'forms'],
        msg: 'security event: role_changed',
      }),
    ]);
    expect(JSON.stringify(securityLines())).not.toContain('@example.com');

    const refreshed = await sso.app.inject({
      method: 'POST',
      url: '/api/v2/user/token/refresh',
      payload: { refresh_token: before.refresh_token, fan_application_sub: APPLICATION },
    });
    expect(decodeJwt(refreshed.json<IssuedTokens>().token).roles).toEqual(['moderator', 'forms']);

    lines.length = 0;
    const removed = await postRoles(sso.app, admin, [
      ['email', FAN.email],
      ['action', 'save'],
    ]);
    expect(removed.statusCode).toBe(200);
    expect(await rolesOf(sso, FAN.email)).toEqual([]);
    expect(securityLines()).toEqual([
      expect.objectContaining({
        security: 'role_changed',
        account: FAN.fanSub,
        before: ['moderator', 'forms'],
        after: [],
      }),
    ]);
  });

  it('saving the same roles again changes nothing and logs nothing', async () => {
    const response = await postRoles(sso.app, admin, [
      ['email', MODERATOR.email],
      ['action', 'save'],
      ['roles', 'moderator'],
    ]);
    expect(response.body).toContain(ROLE_PAGE_MESSAGES.unchanged);
    expect(securityLines()).toEqual([]);
  });

  it('an admin cannot take away their own admin role (409, nothing saved)', async () => {
    const response = await postRoles(sso.app, admin, [
      ['email', ADMIN.email],
      ['action', 'save'],
      ['roles', 'editor'],
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain(`<p role="alert">${ROLE_PAGE_MESSAGES.ownAdmin}</p>`);
    expect(ticked(response.body)).toEqual(['admin']);
    expect(await rolesOf(sso, ADMIN.email)).toEqual(['admin']);
    expect(securityLines()).toEqual([]);
    // Granting themselves another role while keeping admin is fine.
    const more = await postRoles(sso.app, admin, [
      ['email', ADMIN.email],
      ['action', 'save'],
      ['roles', 'admin'],
      ['roles', 'editor'],
    ]);
    expect(more.statusCode).toBe(200);
    expect(await rolesOf(sso, ADMIN.email)).toEqual(['editor', 'admin']);
    await postRoles(sso.app, admin, [
      ['email', ADMIN.email],
      ['action', 'save'],
      ['roles', 'admin'],
    ]);
    expect(await rolesOf(sso, ADMIN.email)).toEqual(['admin']);
  });

  it('an unknown role name: 422, nothing saved', async () => {
    const response = await postRoles(sso.app, admin, [
      ['email', FAN.email],
      ['action', 'save'],
      ['roles', 'superuser'],
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(ROLE_PAGE_MESSAGES.unknownRole);
    expect(await rolesOf(sso, FAN.email)).toEqual([]);
  });

  it("CSRF: a post without a token or with another browser's is the 403 page, nothing saved", async () => {
    const bare = await sso.app.inject({
      method: 'POST',
      url: '/role',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: admin,
      payload: new URLSearchParams({ email: FAN.email, action: 'save', roles: 'admin' }).toString(),
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.body).toContain('Formularz wygasł');

    const mine = await formToken(sso.app, admin, '/role');
    const theirs = await formToken(sso.app, {}, `/logowanie?${QUERY}`);
    expect(mine.cookies[CSRF_COOKIE]).toBeTruthy();
    expect(theirs.cookies[CSRF_COOKIE]).not.toBe(mine.cookies[CSRF_COOKIE]);
    const foreign = await sso.app.inject({
      method: 'POST',
      url: '/role',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { ...admin, [CSRF_COOKIE]: mine.cookies[CSRF_COOKIE] ?? '' },
      payload: new URLSearchParams({
        csrf: theirs.csrf,
        email: FAN.email,
        action: 'save',
        roles: 'admin',
      }).toString(),
    });
    expect(foreign.statusCode).toBe(403);
    expect(await rolesOf(sso, FAN.email)).toEqual([]);
    expect(securityLines()).toEqual([]);
  });

  it("escapes the account's nickname and e-mail", async () => {
    await createAccount(sso.database.db, {
      fanSub: 'fan-escape',
      email: 'o"brien@example.com',
      nickname: '<img src=x onerror=alert(1)>',
      passwordHash: 'x',
    });
    const response = await postRoles(sso.app, admin, [
      ['email', 'o"brien@example.com'],
      ['action', 'find'],
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('value="o&quot;brien@example.com"');
  });
});
