import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RETURN_PARAM, LOGOUT_MARKER_PARAM, SIGN_IN_STATE_PARAM } from '@trybuna/domain';
import {
  APPLICATION,
  BACKURL,
  FAN,
  postForm,
  SESSION_COOKIE,
  signIn,
  startSso,
  type TestSso,
} from './support/sso';

const STATE = 'Zq3_x-9aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wXy';

const queryWith = (state: string | string[] | null, backurl = BACKURL) => {
  const params = new URLSearchParams({ application_id: APPLICATION, backurl });
  for (const value of state === null ? [] : [state].flat()) {
    params.append(SIGN_IN_STATE_PARAM, value);
  }
  return params.toString();
};

const returned = (location: unknown) => new URL(String(location)).searchParams;

describe('sign-in state (login CSRF)', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  it('the login form and its links carry the state; the return brings it back with the hash', async () => {
    const query = queryWith(STATE);
    const page = await sso.app.inject({ method: 'GET', url: `/logowanie?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/logowanie?${query.replaceAll('&', '&amp;')}"`);
    expect(page.body).toContain(`href="/rejestracja?${query.replaceAll('&', '&amp;')}"`);

    const { location } = await signIn(sso.app, FAN, query);
    expect(location.searchParams.get(AUTH_RETURN_PARAM)).toBeTruthy();
    expect(location.searchParams.getAll(SIGN_IN_STATE_PARAM)).toEqual([STATE]);
    expect(location.searchParams.get('strona')).toBe('2');
  });

  it('a live session goes straight back with the hash and the state', async () => {
    const { session } = await signIn(sso.app);
    const response = await sso.app.inject({
      method: 'GET',
      url: `/logowanie?${queryWith(STATE)}`,
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(response.statusCode).toBe(303);
    expect(returned(response.headers.location).get(AUTH_RETURN_PARAM)).toBeTruthy();
    expect(returned(response.headers.location).get(SIGN_IN_STATE_PARAM)).toBe(STATE);
  });

  it('registration returns the state too', async () => {
    const query = queryWith(STATE);
    const page = await sso.app.inject({ method: 'GET', url: `/rejestracja?${query}` });
    expect(page.body).toContain(`action="/rejestracja?${query.replaceAll('&', '&amp;')}"`);
    const response = await postForm(sso.app, `/rejestracja?${query}`, {
      email: 'stan@example.com',
      nickname: 'Stan',
      password: 'bardzo-tajne',
      password_repeat: 'bardzo-tajne',
    });
    expect(response.statusCode).toBe(303);
    expect(returned(response.headers.location).get(SIGN_IN_STATE_PARAM)).toBe(STATE);
  });

  it('the account root sends a fan without a session to the login page with the state', async () => {
    const query = queryWith(STATE);
    const response = await sso.app.inject({ method: 'GET', url: `/?${query}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/logowanie?${query}`);
  });

  it('without a state the return has none, and a state inside backurl is dropped', async () => {
    const plain = await signIn(sso.app, FAN, queryWith(null));
    expect(plain.location.searchParams.has(SIGN_IN_STATE_PARAM)).toBe(false);
    const smuggled = await signIn(
      sso.app,
      FAN,
      queryWith(null, `${BACKURL}&${SIGN_IN_STATE_PARAM}=${STATE}`),
    );
    expect(smuggled.location.searchParams.has(SIGN_IN_STATE_PARAM)).toBe(false);
    const replaced = await signIn(
      sso.app,
      FAN,
      queryWith(STATE, `${BACKURL}&${SIGN_IN_STATE_PARAM}=stary-stan-stary-stan`),
    );
    expect(replaced.location.searchParams.getAll(SIGN_IN_STATE_PARAM)).toEqual([STATE]);
  });

  it('signing out and the way back carry no state', async () => {
    const { session } = await signIn(sso.app);
    const query = queryWith(STATE);
    const root = await sso.app.inject({
      method: 'GET',
      url: `/?${query}`,
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(root.body).toContain(`<a href="${BACKURL}">Wróć do serwisu</a>`);
    const response = await postForm(
      sso.app,
      `/wyloguj?${query}`,
      {},
      { [SESSION_COOKIE]: session },
    );
    expect(response.statusCode).toBe(303);
    expect(returned(response.headers.location).get(LOGOUT_MARKER_PARAM)).toBe('1');
    expect(returned(response.headers.location).has(SIGN_IN_STATE_PARAM)).toBe(false);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
    ['outside base64url', `${'a'.repeat(20)}<script>`],
    ['empty', ''],
    ['repeated', [STATE, STATE]],
  ])('a state %s → 400 page, no redirect', async (_name, state) => {
    const query = queryWith(state);
    for (const url of [`/logowanie?${query}`, `/rejestracja?${query}`, `/?${query}`]) {
      const response = await sso.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('<h1>Nieprawidłowy adres powrotu</h1>');
    }
    const posted = await postForm(sso.app, `/logowanie?${query}`, FAN);
    expect(posted.statusCode).toBe(400);
    expect(posted.headers.location).toBeUndefined();
  });
});
