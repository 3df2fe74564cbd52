/**
 * 000 §3 "Sign-in records", §4.1 and §5 "Sign-in": the stored account record, the rules that
 * decide whether a record may be stored or refreshed, and the fixed names of the contract
 * between the site, the account service (`apps/sso`) and the content API (docs/sso.md).
 */

/** The stored account record, kept encrypted in local storage under 'user' (000 §3). */
export interface StoredUserRecord {
  id_token?: string | null;
  refresh_token?: string | null;
  token?: string | null;
  fan_sub?: string | null;
}

/** A record complete enough to store (000 §5: id_token, refresh_token and token present). */
export type CompleteUserRecord = Required<{
  [K in keyof StoredUserRecord]: NonNullable<StoredUserRecord[K]>;
}>;

/** The local-storage key of the encrypted record (000 §3). */
export const USER_RECORD_KEY = 'user';

/** The auth-return parameter the account service appends to `backurl` (000 §4.1). */
export const AUTH_RETURN_PARAM = 'hash';

/** The fixed opaque logout marker the account service appends after signing out (000 §4.1). */
export const LOGOUT_MARKER_PARAM = 'sso_wylogowano';

/**
 * The sign-in state (login CSRF): a random value the site stores before it sends the fan to
 * sign in and passes as `state` to the login page; the account service appends it to the
 * redirect back beside the hash, and the site refuses a hash whose state is not the stored one.
 */
export const SIGN_IN_STATE_PARAM = 'state';

/** What a sign-in state may look like (base64url; the site makes 43 characters). */
export const SIGN_IN_STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** How long an auth-return hash may be exchanged (single use, within 10 minutes). */
export const AUTH_RETURN_TTL_SECONDS = 600;

/** The `aud` of user tokens for the content API (`User-Authorization: {token}`). */
export const CONTENT_API_AUDIENCE = 'trybuna-content-api';

/** The only signature algorithm tokens are signed with and verified against. */
export const USER_TOKEN_ALGORITHMS = ['ES256'] as const;

/** 000 §5: updating the stored record requires id_token, refresh_token and token. */
export function canStoreRecord(record: StoredUserRecord): record is CompleteUserRecord {
  return Boolean(record.id_token && record.refresh_token && record.token);
}

/** 000 §5: a refresh requires a stored refresh_token. */
export function canRefresh(record: StoredUserRecord | null): boolean {
  return Boolean(record?.refresh_token);
}

/** 000 §5: logged in only with a stored id_token and a user-data answer carrying data. */
export function isLoggedIn(record: StoredUserRecord | null, userData: unknown): boolean {
  return Boolean(record?.id_token) && userData !== null && userData !== undefined;
}

/** 000 §4.1: 401 or 403, as the HTTP status or as the body's status, triggers a refresh. */
export function needsRefresh(httpStatus: number, body: unknown): boolean {
  const bodyStatus =
    typeof body === 'object' && body !== null && 'status' in body ? Number(body.status) : NaN;
  return [401, 403].includes(httpStatus) || [401, 403].includes(bodyStatus);
}

/** 000 §4.1: which flow runs on page load, in the spec's order. */
export function signInFlowFor(search: URLSearchParams): 'hash' | 'logout' | 'existing-token' {
  if (search.get(AUTH_RETURN_PARAM)) return 'hash';
  if (search.has(LOGOUT_MARKER_PARAM)) return 'logout';
  return 'existing-token';
}

/** The address without the auth-return parameter and the logout marker (000 §4.1). */
export function stripSignInParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(AUTH_RETURN_PARAM);
  url.searchParams.delete(LOGOUT_MARKER_PARAM);
  return url.toString();
}
