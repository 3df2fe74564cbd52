import { describe, expect, it } from 'vitest';
import {
  canRefresh,
  canStoreRecord,
  isLoggedIn,
  needsRefresh,
  signInFlowFor,
  stripSignInParams,
} from '../src/sign-in';

describe('000 §5 sign-in rules', () => {
  it.each([
    [{ id_token: 'a', refresh_token: 'b', token: 'c' }, true],
    [{ id_token: 'a', refresh_token: 'b', token: '' }, false],
    [{ id_token: 'a', token: 'c' }, false],
    [{ refresh_token: 'b', token: 'c' }, false],
  ])('updating the record %j requires id_token, refresh_token and token: %s', (record, ok) => {
    expect(canStoreRecord(record)).toBe(ok);
  });

  it('a refresh requires a stored refresh_token', () => {
    expect(canRefresh({ refresh_token: 'r' })).toBe(true);
    expect(canRefresh({ id_token: 'i' })).toBe(false);
    expect(canRefresh(null)).toBe(false);
  });

  it('logged in only with an id_token and user data', () => {
    expect(isLoggedIn({ id_token: 'i' }, { id: 1 })).toBe(true);
    expect(isLoggedIn({ id_token: 'i' }, null)).toBe(false);
    expect(isLoggedIn({ token: 't' }, { id: 1 })).toBe(false);
    expect(isLoggedIn(null, { id: 1 })).toBe(false);
  });
});

describe('000 §4.1 sign-in flows', () => {
  it.each([
    [401, {}, true],
    [403, {}, true],
    [200, { status: 401 }, true],
    [200, { status: '403' }, true],
    [200, { data: {} }, false],
    [500, null, false],
  ])('status %s with body %j refreshes: %s', (status, body, refresh) => {
    expect(needsRefresh(status, body)).toBe(refresh);
  });

  it('the hash flow comes first, then the logout marker, then the existing token', () => {
    expect(signInFlowFor(new URLSearchParams('hash=abc&sso_wylogowano=1'))).toBe('hash');
    expect(signInFlowFor(new URLSearchParams('sso_wylogowano=1'))).toBe('logout');
    expect(signInFlowFor(new URLSearchParams('q=1'))).toBe('existing-token');
    expect(signInFlowFor(new URLSearchParams('hash='))).toBe('existing-token');
  });

  it('strips the parameters and keeps the rest of the address', () => {
    expect(stripSignInParams('http://x.test/a/b?hash=1&q=2#top')).toBe('http://x.test/a/b?q=2#top');
    expect(stripSignInParams('http://x.test/?sso_wylogowano=1')).toBe('http://x.test/');
  });
});
