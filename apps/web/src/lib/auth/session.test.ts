import { describe, expect, it, vi } from 'vitest';
import type { RecordVault } from './record-crypto';
import { readRecord, writeRecord } from './record-crypto';
import { createSignInSession, type SessionDeps } from './session';
import { beginSignIn, SIGN_IN_STATE_KEY, type StateStorage } from './sign-in-state';
import type * as ssoCalls from './sso-calls';

const SSO = { url: 'https://sso.test', application: 'trybuna-web' };
const TOKENS = { id_token: 'id-1', refresh_token: 'refresh-1', token: 'token-1', fan_sub: 'fan-1' };
const FRESH = { id_token: 'id-2', refresh_token: 'refresh-2', token: 'token-2', fan_sub: 'fan-1' };
const USER = { id: 'fan-1', fan_sub: 'fan-1', nickname: 'Kibic' };

function memoryVault(): RecordVault & { items: Map<string, string> } {
  const items = new Map<string, string>();
  const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  return {
    items,
    storage: {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => items.set(k, v),
      removeItem: (k) => items.delete(k),
    },
    key: () => key,
  };
}

type Calls = typeof ssoCalls;

function fakeCalls(overrides: Partial<Calls> = {}): Calls {
  return {
    exchangeHash: vi.fn(() => Promise.resolve(TOKENS)),
    readUserData: vi.fn((_sso, idToken: string) =>
      Promise.resolve(
        idToken === 'id-2' || idToken === 'id-1'
          ? { status: 200, body: { data: USER }, user: USER }
          : { status: 401, body: { status: 401 }, user: null },
      ),
    ),
    refreshTokens: vi.fn(() => Promise.resolve(FRESH)),
    ssoPageUrl: vi.fn(() => ''),
    ...overrides,
  };
}

const direct = <T>(run: () => Promise<T>) => run();

const STATE = 'Zq3_x-9aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wXy';

function memoryStorage(): StateStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => items.set(k, v),
    removeItem: (k) => items.delete(k),
  };
}

/** A session on fakes: no state stored unless the test begins a sign-in. */
function sessionWith(deps: Partial<SessionDeps> & Pick<SessionDeps, 'vault' | 'calls'>) {
  return createSignInSession({ sso: SSO, stateStorage: memoryStorage(), lock: direct, ...deps });
}

describe('000 §4.1 page-load flows', () => {
  it('hash flow: exchange, store encrypted, read the user, strip the parameters', async () => {
    const vault = memoryVault();
    const calls = fakeCalls();
    const stateStorage = memoryStorage();
    beginSignIn(stateStorage, STATE);
    const session = sessionWith({ vault, calls, stateStorage });
    const result = await session.start(`https://site.test/a?hash=h1&x=1&state=${STATE}`);
    expect(calls.exchangeHash).toHaveBeenCalledWith(SSO, 'h1');
    expect(stateStorage.items.has(SIGN_IN_STATE_KEY)).toBe(false);
    expect(result.state).toMatchObject({ status: 'in', token: 'token-1', fanUserSub: 'fan-1' });
    expect(result.cleanedHref).toBe('https://site.test/a?x=1');
    expect(vault.items.get('user')).not.toContain('token-1');
    expect(await readRecord(vault)).toEqual(TOKENS);
  });

  it('a failed exchange ends logged out with the toast and no record', async () => {
    const vault = memoryVault();
    await writeRecord(vault, TOKENS);
    const calls = fakeCalls({ exchangeHash: vi.fn(() => Promise.resolve(null)) });
    const stateStorage = memoryStorage();
    beginSignIn(stateStorage, STATE);
    const session = sessionWith({ vault, calls, stateStorage });
    const result = await session.start(`https://site.test/?hash=used&state=${STATE}`);
    expect(calls.exchangeHash).toHaveBeenCalledWith(SSO, 'used');
    expect(result).toMatchObject({ hashFlowFailed: true, state: { status: 'out' } });
    expect(vault.items.has('user')).toBe(false);
  });

  it('the logout marker clears the record and is stripped', async () => {
    const vault = memoryVault();
    await writeRecord(vault, TOKENS);
    const session = sessionWith({ vault, calls: fakeCalls() });
    const result = await session.start('https://site.test/?sso_wylogowano=1&state=zbedny');
    expect(result.state.status).toBe('out');
    expect(result.cleanedHref).toBe('https://site.test/');
    expect(vault.items.has('user')).toBe(false);
  });

  it('existing token: a 401 refreshes, stores the rotated tokens and retries', async () => {
    const vault = memoryVault();
    await writeRecord(vault, { ...TOKENS, id_token: 'expired' });
    const calls = fakeCalls();
    const session = sessionWith({ vault, calls });
    const result = await session.start('https://site.test/');
    expect(calls.refreshTokens).toHaveBeenCalledWith(SSO, 'refresh-1');
    expect(result.state).toMatchObject({ status: 'in', token: 'token-2' });
    expect(await readRecord(vault)).toEqual(FRESH);
    expect(result.hashFlowFailed).toBe(false);
  });

  it('existing token: a failed refresh ends logged out and removes the record, no toast', async () => {
    const vault = memoryVault();
    await writeRecord(vault, { ...TOKENS, id_token: 'expired' });
    const calls = fakeCalls({ refreshTokens: vi.fn(() => Promise.resolve(null)) });
    const session = sessionWith({ vault, calls });
    const result = await session.start('https://site.test/');
    expect(result).toMatchObject({ hashFlowFailed: false, state: { status: 'out' } });
    expect(vault.items.has('user')).toBe(false);
  });

  it('no record: logged out without calling the account service', async () => {
    const calls = fakeCalls();
    const session = sessionWith({ vault: memoryVault(), calls });
    expect((await session.start('https://site.test/')).state.status).toBe('out');
    expect(calls.readUserData).not.toHaveBeenCalled();
  });

  it('a record sealed under another key cannot be read and is removed', async () => {
    const vault = memoryVault();
    await writeRecord(memoryVaultSharing(vault), TOKENS);
    expect(await readRecord(vault)).toBeNull();
    expect(vault.items.has('user')).toBe(false);
  });

  it('concurrent refreshes rotate the refresh token once', async () => {
    const vault = memoryVault();
    await writeRecord(vault, TOKENS);
    const calls = fakeCalls();
    const session = sessionWith({ vault, calls });
    const tokens = await Promise.all([session.refreshToken(), session.refreshToken()]);
    expect(tokens).toEqual(['token-2', 'token-2']);
    expect(calls.refreshTokens).toHaveBeenCalledTimes(1);
  });
});

describe("login CSRF: the hash must come back with this tab's sign-in state", () => {
  const refusals: [string, string | null, string][] = [
    ['no state was stored (a planted link)', null, `hash=h1&state=${STATE}`],
    ['the hash came back without a state', STATE, 'hash=h1'],
    ['another state came back', STATE, `hash=h1&state=${STATE.replace('Z', 'Y')}`],
    ['a malformed state', 'x', 'hash=h1&state=x'],
  ];

  it.each(refusals)(
    '%s: no exchange, toast, logged out, record removed, parameters stripped',
    async (_name, stored, search) => {
      const vault = memoryVault();
      await writeRecord(vault, TOKENS);
      const calls = fakeCalls();
      const stateStorage = memoryStorage();
      if (stored !== null) beginSignIn(stateStorage, stored);
      const session = sessionWith({ vault, calls, stateStorage });
      const result = await session.start(`https://site.test/a?x=1&${search}`);
      expect(calls.exchangeHash).not.toHaveBeenCalled();
      expect(result).toEqual({
        state: { ...result.state, status: 'out', isInitialized: true, token: null },
        cleanedHref: 'https://site.test/a?x=1',
        hashFlowFailed: true,
      });
      expect(vault.items.has('user')).toBe(false);
      expect(stateStorage.items.has(SIGN_IN_STATE_KEY)).toBe(false);
    },
  );

  it('a state is good for one return: the same address again is refused', async () => {
    const stateStorage = memoryStorage();
    beginSignIn(stateStorage, STATE);
    const calls = fakeCalls();
    const href = `https://site.test/?hash=h1&state=${STATE}`;
    const first = await sessionWith({ vault: memoryVault(), calls, stateStorage }).start(href);
    expect(first.state.status).toBe('in');
    const again = await sessionWith({ vault: memoryVault(), calls, stateStorage }).start(href);
    expect(again).toMatchObject({ hashFlowFailed: true, state: { status: 'out' } });
    expect(calls.exchangeHash).toHaveBeenCalledTimes(1);
  });

  it('without a storage the hash is refused', async () => {
    const calls = fakeCalls();
    const session = sessionWith({ vault: memoryVault(), calls, stateStorage: null });
    const result = await session.start(`https://site.test/?hash=h1&state=${STATE}`);
    expect(result.hashFlowFailed).toBe(true);
    expect(calls.exchangeHash).not.toHaveBeenCalled();
  });
});

/** A vault writing into the same storage with a different key (a record from elsewhere). */
function memoryVaultSharing(vault: ReturnType<typeof memoryVault>): RecordVault {
  const other = memoryVault();
  return { storage: vault.storage, key: other.key };
}
