import { SIGN_IN_STATE_PARAM, SIGN_IN_STATE_PATTERN, stripSignInParams } from '@trybuna/domain';

/**
 * The sign-in state (login CSRF, docs/sso.md): a random value kept in this tab's
 * `sessionStorage` before the fan is sent to the account service, which hands it back beside
 * the hash. A hash that does not come back with the stored state was not asked for by this
 * browser (a link planted by someone else) and is refused.
 */
export const SIGN_IN_STATE_KEY = 'trybuna-sign-in-state';

/** Where the state is kept: the tab's `sessionStorage`, a fake in tests. */
export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STATE_BYTES = 32;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** 32 random bytes, base64url (43 characters, within `SIGN_IN_STATE_PATTERN`). */
export function newSignInState(
  fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return base64url(fill(new Uint8Array(STATE_BYTES)));
}

/** This tab's `sessionStorage`, or null where the browser refuses it. */
export function browserStateStorage(): StateStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A fresh state for the redirect to the account service, stored first. Without a storage the
 * state still goes out, but the return will be refused (the record could not be kept either).
 */
export function beginSignIn(storage: StateStorage | null, state = newSignInState()): string {
  try {
    storage?.setItem(SIGN_IN_STATE_KEY, state);
  } catch {
    // Quota or privacy mode: the sign-in cannot be finished in this tab.
  }
  return state;
}

/** The stored state, removed as it is read (each state is good for one return). */
export function takeSignInState(storage: StateStorage | null): string | null {
  try {
    const stored = storage?.getItem(SIGN_IN_STATE_KEY) ?? null;
    storage?.removeItem(SIGN_IN_STATE_KEY);
    return stored;
  } catch {
    return null;
  }
}

/** Whether the state that came back with the hash is the one this tab stored. */
export function stateMatches(returned: string | null, stored: string | null): boolean {
  if (returned === null || stored === null) return false;
  if (!SIGN_IN_STATE_PATTERN.test(returned) || !SIGN_IN_STATE_PATTERN.test(stored)) return false;
  return returned === stored;
}

/** The address without the auth-return hash, the logout marker and the sign-in state. */
export function stripSignInReturn(href: string): string {
  const url = new URL(stripSignInParams(href));
  url.searchParams.delete(SIGN_IN_STATE_PARAM);
  return url.toString();
}
