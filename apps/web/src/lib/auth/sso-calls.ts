import { z } from 'zod';

import type { SsoEndpoint } from './sso-endpoint';

export { ssoPageUrl, type SsoEndpoint } from './sso-endpoint';

const tokensSchema = z.object({
  id_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token: z.string().min(1),
  fan_sub: z.string().optional(),
});

const exchangeSchema = z.object({ token_text: z.string().min(1) });

const userSchema = z.object({
  id: z.union([z.string(), z.number()]),
  fan_sub: z.string().optional(),
  nickname: z.string().optional(),
  avatar_url: z.string().nullish(),
});

export type SsoTokens = z.infer<typeof tokensSchema>;
export type SsoUser = z.infer<typeof userSchema>;

/** What the user-data call answered: its HTTP status and body, for the 401/403 rule. */
export interface UserDataAnswer {
  status: number;
  body: unknown;
  user: SsoUser | null;
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    cache: 'no-store',
  });
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** `POST /p/anonymous/token/get`: the hash for tokens; failure returns nothing (000 §7.4). */
export async function exchangeHash(sso: SsoEndpoint, hash: string): Promise<SsoTokens | null> {
  try {
    const response = await postJson(`${sso.url}/p/anonymous/token/get`, {
      fan_application_sub: sso.application,
      hash,
    });
    if (!response.ok) return null;
    const answer = exchangeSchema.safeParse(await jsonOf(response));
    if (!answer.success) return null;
    const tokens = tokensSchema.safeParse(JSON.parse(answer.data.token_text));
    return tokens.success ? tokens.data : null;
  } catch {
    return null;
  }
}

/** `GET /api/v2/data/user` with the id_token; `data.data` is checked (000 §7.4). */
export async function readUserData(sso: SsoEndpoint, idToken: string): Promise<UserDataAnswer> {
  try {
    const response = await fetch(`${sso.url}/api/v2/data/user`, {
      headers: { Authorization: idToken, Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
    });
    const body = await jsonOf(response);
    const data =
      response.ok && typeof body === 'object' && body !== null && 'data' in body
        ? userSchema.safeParse(body.data)
        : null;
    return { status: response.status, body, user: data?.success ? data.data : null };
  } catch {
    return { status: 0, body: null, user: null };
  }
}

/** `POST /api/v2/user/token/refresh`: new tokens (the refresh token rotates) or null. */
export async function refreshTokens(
  sso: SsoEndpoint,
  refreshToken: string,
): Promise<SsoTokens | null> {
  try {
    const response = await postJson(`${sso.url}/api/v2/user/token/refresh`, {
      refresh_token: refreshToken,
      fan_application_sub: sso.application,
    });
    if (!response.ok) return null;
    const tokens = tokensSchema.safeParse(await jsonOf(response));
    return tokens.success ? tokens.data : null;
  } catch {
    return null;
  }
}
