import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoAccounts } from '@trybuna/db/schema';
import { AUTH_RETURN_PARAM } from '@trybuna/domain';
import {
  cookieValue,
  exchange,
  postForm,
  QUERY,
  SESSION_COOKIE,
  startSso,
  type TestSso,
} from './support/sso';

const valid = {
  email: 'Nowy.Kibic@Example.com',
  nickname: 'Nowy Kibic',
  password: 'bardzo-tajne',
  password_repeat: 'bardzo-tajne',
};

describe('registration', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso();
  });
  afterAll(() => sso.close());

  it('GET /rejestracja renders the four labelled fields', async () => {
    const response = await sso.app.inject({ method: 'GET', url: `/rejestracja?${QUERY}` });
    expect(response.statusCode).toBe(200);
    for (const [id, label] of [
      ['email', 'E-mail'],
      ['nickname', 'Pseudonim'],
      ['password', 'Hasło'],
      ['password-repeat', 'Powtórz hasło'],
    ]) {
      expect(response.body).toContain(`<label for="${id}">${label ?? ''}</label>`);
      expect(response.body).toMatch(new RegExp(`<input\\s+id="${id ?? ''}"`));
    }
    expect(response.body).toContain(`action="/rejestracja?${QUERY.replaceAll('&', '&amp;')}"`);
  });

  it('creates the account, signs in and returns with a hash', async () => {
    const response = await postForm(sso.app, `/rejestracja?${QUERY}`, valid);
    expect(response.statusCode).toBe(303);
    const hash = new URL(String(response.headers.location)).searchParams.get(AUTH_RETURN_PARAM);
    expect(hash).toBeTruthy();
    expect(cookieValue(response, SESSION_COOKIE)).toBeTruthy();
    const [row] = await sso.database.db
      .select()
      .from(ssoAccounts)
      .where(eq(ssoAccounts.email, 'nowy.kibic@example.com'));
    expect(row).toMatchObject({ nickname: 'Nowy Kibic', avatarUrl: null });
    expect(row?.fanSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    const tokens = await exchange(sso.app, hash ?? '');
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json()).toMatchObject({ fan_sub: row?.fanSub });
  });

  it.each([
    ['an invalid e-mail', { email: 'nie-email' }, 'email', 'Podaj prawidłowy adres e-mail'],
    ['a short nickname', { nickname: 'K' }, 'nickname', 'Pseudonim musi mieć od 2 do 30 znaków'],
    [
      'a long nickname',
      { nickname: 'K'.repeat(31) },
      'nickname',
      'Pseudonim musi mieć od 2 do 30 znaków',
    ],
    [
      'a short password',
      { password: 'krótkie', password_repeat: 'krótkie' },
      'password',
      'Hasło musi mieć co najmniej 8 znaków',
    ],
    [
      'different passwords',
      { password_repeat: 'inne-haslo' },
      'password-repeat',
      'Hasła nie są takie same',
    ],
  ])('%s → 422 with its message at its field', async (_name, change, id, message) => {
    const response = await postForm(sso.app, `/rejestracja?${QUERY}`, {
      ...valid,
      email: `inny-${id}@example.com`,
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(`<p role="alert" id="${id}-error">${message}</p>`);
    expect(response.body).toMatch(new RegExp(`id="${id}"[^>]*aria-invalid="true"`));
    expect(response.body).not.toContain('bardzo-tajne');
    expect(response.headers.location).toBeUndefined();
  });

  it('shows every problem at once, keeping the typed e-mail and nickname', async () => {
    const response = await postForm(sso.app, `/rejestracja?${QUERY}`, {
      email: 'zly',
      nickname: 'X',
      password: 'krotkie',
      password_repeat: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body.match(/role="alert"/g)).toHaveLength(3);
    expect(response.body).toContain('value="zly"');
    expect(response.body).toContain('value="X"');
  });

  it('a taken e-mail → 409 and the message', async () => {
    const response = await postForm(sso.app, `/rejestracja?${QUERY}`, {
      ...valid,
      email: 'FAN@example.com',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('Konto z tym adresem e-mail już istnieje');
  });
});
