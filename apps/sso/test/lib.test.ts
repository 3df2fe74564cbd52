import { describe, expect, it } from 'vitest';
import { html } from '../src/lib/html';
import { hashPassword, Passwords, verifyPassword } from '../src/lib/passwords';
import { hashReturnUrl, parseReturnTarget, returnUrl } from '../src/lib/return-target';
import { TEST_PASSWORD_COST } from './support/sso';

describe('html', () => {
  it('escapes every interpolation and keeps nested templates', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"x"'}">${inner}${['&', 1, null, false]}</p>`.value).toBe(
      '<p title="&quot;x&quot;"><b>&lt;i&gt;</b>&amp;1</p>',
    );
  });
});

describe('passwords', () => {
  it('hash as scrypt$N$r$p$salt$hash and verify', async () => {
    const stored = await hashPassword('zażółć gęślą', TEST_PASSWORD_COST);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('zażółć gęślą', stored)).toBe(true);
    expect(await verifyPassword('zażółć gęśla', stored)).toBe(false);
    expect(await verifyPassword('x', 'junk')).toBe(false);
    expect(await hashPassword('zażółć gęślą', TEST_PASSWORD_COST)).not.toBe(stored);
  });

  it('the default cost (N=2^15) works within maxmem', async () => {
    const stored = await hashPassword('Trybuna!2026', { N: 2 ** 15, r: 8, p: 1 });
    expect(await verifyPassword('Trybuna!2026', stored)).toBe(true);
  });

  it('a check without an account is false (after a KDF run)', async () => {
    expect(await new Passwords(TEST_PASSWORD_COST).verify('anything', null)).toBe(false);
  });
});

describe('return target', () => {
  const settings = { applications: ['trybuna-web'], allowedOrigins: ['http://localhost:3000'] };
  it('accepts a page of the site, rejects everything else', () => {
    const ok = parseReturnTarget(
      { application_id: 'trybuna-web', backurl: 'http://localhost:3000/a?hash=old' },
      settings,
    );
    expect(ok && returnUrl(ok, { hash: 'new' })).toBe('http://localhost:3000/a?hash=new');
    for (const backurl of [
      'https://evil.example/',
      'http://localhost:3000.evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(parseReturnTarget({ application_id: 'trybuna-web', backurl }, settings)).toBeNull();
    }
    expect(
      parseReturnTarget({ application_id: 'trybuna-web', backurl: ['a', 'b'] }, settings),
    ).toBeNull();
  });

  it("accepts the sso's own role page, exactly, when given the public URL; no state", () => {
    const own = { ...settings, publicUrl: 'http://localhost:4100' };
    const backurl = 'http://localhost:4100/role';
    const target = parseReturnTarget(
      { application_id: 'trybuna-web', backurl, state: 's'.repeat(43) },
      own,
    );
    expect(target).toMatchObject({ own: true, state: null });
    expect(target?.query).toBe(`application_id=trybuna-web&backurl=${encodeURIComponent(backurl)}`);
    expect(parseReturnTarget({ application_id: 'trybuna-web', backurl }, settings)).toBeNull();
    for (const other of [
      'http://localhost:4100/role?x=1',
      'http://localhost:4100/role/',
      'http://localhost:4100/',
      'https://localhost:4100/role',
    ]) {
      expect(parseReturnTarget({ application_id: 'trybuna-web', backurl: other }, own)).toBeNull();
    }
    const site = parseReturnTarget(
      { application_id: 'trybuna-web', backurl: 'http://localhost:3000/a' },
      own,
    );
    expect(site?.own).toBe(false);
  });

  it('hands the sign-in state back beside the hash, never an old one', () => {
    const state = 's'.repeat(43);
    const backurl = 'http://localhost:3000/a?state=old-state-old-state&hash=old&q=1';
    const withState = parseReturnTarget(
      { application_id: 'trybuna-web', backurl, state },
      settings,
    );
    expect(withState?.state).toBe(state);
    expect(withState?.query).toBe(
      `application_id=trybuna-web&backurl=${encodeURIComponent(backurl)}&state=${state}`,
    );
    expect(withState && hashReturnUrl(withState, 'h')).toBe(
      `http://localhost:3000/a?q=1&hash=h&state=${state}`,
    );
    expect(withState && returnUrl(withState)).toBe('http://localhost:3000/a?q=1');
    const without = parseReturnTarget({ application_id: 'trybuna-web', backurl }, settings);
    expect(without?.state).toBeNull();
    expect(without && hashReturnUrl(without, 'h')).toBe('http://localhost:3000/a?q=1&hash=h');
    for (const bad of ['short', 'x'.repeat(129), 'a b'.repeat(10), ['a'.repeat(20)]]) {
      expect(
        parseReturnTarget({ application_id: 'trybuna-web', backurl, state: bad }, settings),
      ).toBeNull();
    }
  });
});
