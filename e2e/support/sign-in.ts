import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The demo fan of the README (docs/sso.md "Demo accounts"). */
export const DEMO_FAN = { email: 'fan@example.com', password: 'Trybuna!2026' };

/** The DEV demo editor (docs/sso.md "Roles"): may write live coverage. */
export const DEMO_EDITOR = { email: 'redakcja@example.com', password: 'Trybuna!2026' };

interface ArticleDoc {
  data: { id: string; attributes: { title: string; share_url: string } }[];
}

/** A members-only long read of the demo content: its path on the site and its title. */
export async function membersOnlyArticle(request: APIRequestContext, api: string) {
  const doc = (await (
    await request.get(
      `${api}/api/v3/articles?filter[signed_in_only_eq]=true&filter[kind_eq]=standard&page[size]=1`,
    )
  ).json()) as ArticleDoc;
  const article = doc.data[0];
  if (!article) throw new Error('no members-only article in the demo content');
  return {
    id: article.id,
    title: article.attributes.title,
    path: new URL(article.attributes.share_url).pathname,
  };
}

/** Clicks 'Zaloguj' in the header and signs in on the account service's page. */
export async function signInThroughHeader(page: Page, account = DEMO_FAN): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Hasło').fill(account.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  // Back on the site: the page loads and hydrates, then exchanges the hash and reads the user
  // (three requests). Under two local workers that took more than the default 5 s.
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'konto', exact: true }),
  ).toBeVisible({ timeout: 15_000 });
}

/**
 * Signs in on the account service without a browser page (form with its CSRF token) and
 * returns the auth-return hash from the redirect to `backurl`.
 */
export async function hashFromSso(
  request: APIRequestContext,
  sso: string,
  backurl: string,
  account = DEMO_FAN,
): Promise<string> {
  const query = `application_id=trybuna-web&backurl=${encodeURIComponent(backurl)}`;
  const form = await (await request.get(`${sso}/logowanie?${query}`)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(form)?.[1] ?? '';
  const answer = await request.post(`${sso}/logowanie?${query}`, {
    form: { email: account.email, password: account.password, csrf },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  const hash = new URL(answer.headers().location ?? '').searchParams.get('hash');
  if (!hash) throw new Error('the sso redirect carries no hash');
  return hash;
}

/** A content-API user token for an account: the sso's form, then the hash exchange. */
export async function userToken(
  request: APIRequestContext,
  stack: { web: string; sso: string },
  account = DEMO_FAN,
): Promise<string> {
  const hash = await hashFromSso(request, stack.sso, `${stack.web}/`, account);
  const answer = await request.post(`${stack.sso}/p/anonymous/token/get`, {
    data: { fan_application_sub: 'trybuna-web', hash },
  });
  expect(answer.status()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  return token;
}
