import type { RuntimeEnv } from '@trybuna/config/env';
import { club } from '@trybuna/config';

/**
 * Signs in at the sso as an editor the way the site does (the login form, then the hash
 * exchange) and returns the content-API `token` (docs/sso.md). The simulator uses the DEV demo
 * editor; nothing here works where that account does not exist.
 */
export async function editorToken(
  env: RuntimeEnv,
  credentials: { email: string; password: string },
): Promise<string> {
  const backurl = `${env.urls.web}/`;
  const query = `application_id=${encodeURIComponent(club.fanApplicationId)}&backurl=${encodeURIComponent(backurl)}`;
  const formPage = await fetch(`${env.urls.sso}/logowanie?${query}`);
  const cookies = formPage.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const csrf = /name="csrf" value="([^"]+)"/.exec(await formPage.text())?.[1];
  if (!csrf) throw new Error('the sso login form has no CSRF field');
  const login = await fetch(`${env.urls.sso}/logowanie?${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies },
    body: new URLSearchParams({ ...credentials, csrf }).toString(),
  });
  const hash = new URL(login.headers.get('location') ?? '', backurl).searchParams.get('hash');
  if (login.status !== 303 || !hash) {
    throw new Error(`the sso refused the editor's login (${String(login.status)})`);
  }
  const exchange = await fetch(`${env.urls.sso}/p/anonymous/token/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fan_application_sub: club.fanApplicationId, hash }),
  });
  const body = (await exchange.json()) as { token?: unknown };
  if (!exchange.ok || typeof body.token !== 'string') {
    throw new Error(`the sso did not exchange the hash (${String(exchange.status)})`);
  }
  return body.token;
}
