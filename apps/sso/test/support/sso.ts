import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '@trybuna/db';
import { testDatabase } from '@trybuna/db/testing';
import { AUTH_RETURN_PARAM } from '@trybuna/domain';
import { buildSso, type SsoOptions } from '../../src/app';
import { DEMO_PASSWORD } from '../../src/seed';

export const SITE = 'http://localhost:3000';
export const SSO_URL = 'http://localhost:4100';
export const APPLICATION = 'trybuna-web';
export const OTHER_APPLICATION = 'trybuna-other';
export const BACKURL = `${SITE}/aktualnosci?strona=2`;
export const QUERY = new URLSearchParams({
  application_id: APPLICATION,
  backurl: BACKURL,
}).toString();
export const FAN = { email: 'fan@example.com', password: DEMO_PASSWORD, fanSub: 'demo-fan-0001' };
/** Cheap scrypt: tests hash many passwords. */
export const TEST_PASSWORD_COST = { N: 1024, r: 8, p: 1 };

export interface TestSso {
  app: FastifyInstance;
  database: Database;
  /** Moves the injected clock on. */
  advance(seconds: number): void;
  close(): Promise<void>;
}

/** An sso on a fresh, migrated test database with the demo accounts and a movable clock. */
export async function startSso(overrides: Partial<SsoOptions> = {}): Promise<TestSso> {
  const database = await testDatabase();
  await database.migrate();
  let now = new Date('2026-05-01T12:00:00Z').getTime();
  const app = await buildSso({
    database,
    publicUrl: SSO_URL,
    allowedOrigins: [SITE, 'http://akademia.localhost:3000'],
    applications: [APPLICATION, OTHER_APPLICATION],
    passwordCost: TEST_PASSWORD_COST,
    seedDemoAccounts: true,
    now: () => new Date(now),
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    advance: (seconds) => {
      now += seconds * 1000;
    },
    close: () => app.close(),
  };
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** The sso's cookie names outside `PROD` (`__Host-` prefixed in `PROD`). */
export const SESSION_COOKIE = 'trybuna_sso_session';
export const CSRF_COOKIE = 'trybuna_sso_csrf';

/**
 * A form's CSRF token and the cookies to post it with (GET a form page, read the hidden input;
 * the page sets the CSRF secret cookie when the browser has none yet).
 */
export async function formToken(
  app: FastifyInstance,
  cookies: Record<string, string> = {},
  url = `/rejestracja?${QUERY}`,
): Promise<{ csrf: string; cookies: Record<string, string> }> {
  const response = await app.inject({ method: 'GET', url, cookies });
  const csrf = /name="csrf" value="([^"]+)"/.exec(response.body)?.[1];
  if (!csrf) throw new Error(`no csrf input on ${url} (${String(response.statusCode)})`);
  const set = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  return { csrf, cookies: { ...cookies, ...set } };
}

/** POSTs a form the way a browser does (urlencoded, with the CSRF cookie and field). */
export async function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  cookies: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const token = await formToken(app, cookies);
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies: token.cookies,
    payload: new URLSearchParams({ csrf: token.csrf, ...fields }).toString(),
  });
}

/** Signs in through the form: the `hash` on the redirect and the session cookie. */
export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string } = FAN,
  query = QUERY,
): Promise<{ hash: string; session: string; location: URL }> {
  const response = await postForm(app, `/logowanie?${query}`, credentials);
  if (response.statusCode !== 303)
    throw new Error(`sign-in failed: ${String(response.statusCode)}`);
  const location = new URL(String(response.headers.location));
  const hash = location.searchParams.get(AUTH_RETURN_PARAM);
  const session = cookieValue(response, SESSION_COOKIE);
  if (!hash || !session) throw new Error('sign-in gave no hash or session');
  return { hash, session, location };
}

export interface IssuedTokens {
  id_token: string;
  token: string;
  refresh_token: string;
  fan_sub: string;
}

/** Exchanges a hash for the tokens (`POST /p/anonymous/token/get`). */
export async function exchange(
  app: FastifyInstance,
  hash: string,
  application = APPLICATION,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/p/anonymous/token/get',
    payload: { fan_application_sub: application, hash },
  });
}

/** Signs in and exchanges the hash: a fan's fresh tokens and session. */
export async function signedInTokens(
  app: FastifyInstance,
): Promise<IssuedTokens & { session: string }> {
  const { hash, session } = await signIn(app);
  const response = await exchange(app, hash);
  if (response.statusCode !== 200) throw new Error(`exchange failed: ${response.body}`);
  return { ...response.json<IssuedTokens>(), session };
}
