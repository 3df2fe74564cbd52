import { describe, expect, it } from 'vitest';
import { SIGN_IN_STATE_PATTERN } from '@trybuna/domain';
import {
  beginSignIn,
  newSignInState,
  SIGN_IN_STATE_KEY,
  stateMatches,
  stripSignInReturn,
  takeSignInState,
  type StateStorage,
} from './sign-in-state';
import { ssoPageUrl } from './sso-endpoint';

function memoryStorage(): StateStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => items.set(k, v),
    removeItem: (k) => items.delete(k),
  };
}

const refusing: StateStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('sign-in state', () => {
  it('is 32 random bytes in base64url: 43 characters the sso accepts', () => {
    const state = newSignInState();
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(SIGN_IN_STATE_PATTERN.test(state)).toBe(true);
    expect(newSignInState()).not.toBe(state);
    // Every byte value maps into the URL-safe alphabet (no '+', '/' or padding).
    expect(newSignInState((bytes) => bytes.fill(0xff))).toBe(`${'_'.repeat(42)}8`);
  });

  it('is stored before the redirect and taken once on the return', () => {
    const storage = memoryStorage();
    const state = beginSignIn(storage);
    expect(storage.items.get(SIGN_IN_STATE_KEY)).toBe(state);
    expect(takeSignInState(storage)).toBe(state);
    expect(takeSignInState(storage)).toBeNull();
    // A second sign-in replaces the first one's state.
    beginSignIn(storage, 'a'.repeat(43));
    beginSignIn(storage, 'b'.repeat(43));
    expect(takeSignInState(storage)).toBe('b'.repeat(43));
  });

  it('a storage that refuses (or none) stores nothing and takes nothing', () => {
    expect(beginSignIn(refusing)).toMatch(SIGN_IN_STATE_PATTERN);
    expect(takeSignInState(refusing)).toBeNull();
    expect(beginSignIn(null)).toMatch(SIGN_IN_STATE_PATTERN);
    expect(takeSignInState(null)).toBeNull();
  });

  it.each([
    ['the stored state', 's'.repeat(43), 's'.repeat(43), true],
    ['nothing stored', 's'.repeat(43), null, false],
    ['nothing returned', null, 's'.repeat(43), false],
    ['neither', null, null, false],
    ['another state', 't'.repeat(43), 's'.repeat(43), false],
    ['a prefix', 's'.repeat(42), 's'.repeat(43), false],
    ['empty strings', '', '', false],
    ['a malformed pair', 'a b', 'a b', false],
  ])('matches only the stored state: %s → %s', (_name, returned, stored, expected) => {
    expect(stateMatches(returned, stored)).toBe(expected);
  });

  it('the return parameters leave the address; the rest stays', () => {
    expect(stripSignInReturn('https://site.test/a/b?hash=h&x=1&state=s#top')).toBe(
      'https://site.test/a/b?x=1#top',
    );
    expect(stripSignInReturn('https://site.test/?sso_wylogowano=1&state=s')).toBe(
      'https://site.test/',
    );
  });

  it('goes to the sso with the state beside application_id and backurl', () => {
    const sso = { url: 'https://konto.test', application: 'trybuna-web' };
    const login = new URL(ssoPageUrl(sso, false, 'https://site.test/a?x=1', 's'.repeat(43)));
    expect(login.origin + login.pathname).toBe('https://konto.test/logowanie');
    expect(Object.fromEntries(login.searchParams)).toEqual({
      application_id: 'trybuna-web',
      backurl: 'https://site.test/a?x=1',
      state: 's'.repeat(43),
    });
    const root = new URL(ssoPageUrl(sso, true, 'https://site.test/', 's'.repeat(43)));
    expect(root.pathname).toBe('/');
    expect(root.searchParams.get('state')).toBe('s'.repeat(43));
    expect(new URL(ssoPageUrl(sso, false, 'https://site.test/')).searchParams.has('state')).toBe(
      false,
    );
  });
});
