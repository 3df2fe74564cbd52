import {
  canRefresh,
  canStoreRecord,
  needsRefresh,
  SIGN_IN_STATE_PARAM,
  signInFlowFor,
  type CompleteUserRecord,
} from '@trybuna/domain';
import { clearRecord, readRecord, writeRecord, type RecordVault } from './record-crypto';
import {
  stateMatches,
  stripSignInReturn,
  takeSignInState,
  type StateStorage,
} from './sign-in-state';
import * as ssoCalls from './sso-calls';
import { INITIAL_AUTH_STATE, type AuthState } from './auth-state';
import type { SsoEndpoint } from './sso-calls';

export interface SessionDeps {
  sso: SsoEndpoint;
  vault: RecordVault;
  /** Where the sign-in state was kept before the redirect (the tab's `sessionStorage`). */
  stateStorage: StateStorage | null;
  calls?: typeof ssoCalls;
  /** Serialises refreshes across tabs (a refresh token is single use); the Web Locks API. */
  lock?: <T>(run: () => Promise<T>) => Promise<T>;
}

/** What the page-load flows decided (000 §4.1). */
export interface StartResult {
  state: AuthState;
  /** The address without the auth-return hash, sign-in state or logout marker, when it had one. */
  cleanedHref: string | null;
  /**
   * The hash flow failed, or its hash was refused for want of this tab's sign-in state: the
   * caller shows the generic error toast (000 §8).
   */
  hashFlowFailed: boolean;
}

const nonEmpty = (text: string) => (text === '' ? null : text);

const LOGGED_OUT: AuthState = { ...INITIAL_AUTH_STATE, status: 'out', isInitialized: true };

function browserLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request('trybuna-sso-refresh', run);
  }
  return run();
}

/**
 * The site's side of signing in (000 §4.1, §5, §7.4): the three page-load flows, the stored
 * encrypted record, and refreshing the tokens when a call answers 401 or 403.
 */
export function createSignInSession({
  sso,
  vault,
  stateStorage,
  calls = ssoCalls,
  lock = browserLock,
}: SessionDeps) {
  let inFlight: Promise<CompleteUserRecord | null> | null = null;

  /** Rotates the tokens once, even with several tabs or calls asking at the same moment. */
  function refresh(stale: CompleteUserRecord): Promise<CompleteUserRecord | null> {
    inFlight ??= lock(async () => {
      const current = await readRecord(vault);
      // Another tab already rotated it: use its tokens, not the spent refresh token.
      if (current && current.refresh_token !== stale.refresh_token) return current;
      if (!canRefresh(stale)) return null;
      const tokens = await calls.refreshTokens(sso, stale.refresh_token);
      const next = tokens ? { ...tokens, fan_sub: tokens.fan_sub ?? stale.fan_sub } : null;
      if (!next || !canStoreRecord(next)) return null;
      await writeRecord(vault, next);
      return next;
    }).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** Reads the user data; on 401/403 refreshes and retries once (000 §4.1). */
  async function login(record: CompleteUserRecord): Promise<AuthState | null> {
    let current = record;
    let answer = await calls.readUserData(sso, current.id_token);
    if (!answer.user && needsRefresh(answer.status, answer.body)) {
      const fresh = await refresh(current);
      if (!fresh) return null;
      current = fresh;
      answer = await calls.readUserData(sso, current.id_token);
    }
    if (!answer.user) return null;
    return {
      status: 'in',
      isInitialized: true,
      user: answer.user,
      fanUserSub: nonEmpty(current.fan_sub) ?? answer.user.fan_sub ?? null,
      token: current.token,
    };
  }

  function loggedOut(): AuthState {
    clearRecord(vault);
    return LOGGED_OUT;
  }

  return {
    /** Runs the flow the address calls for, in the spec's order. */
    async start(href: string): Promise<StartResult> {
      const url = new URL(href);
      const flow = signInFlowFor(url.searchParams);
      if (flow === 'logout') {
        return {
          state: loggedOut(),
          cleanedHref: stripSignInReturn(href),
          hashFlowFailed: false,
        };
      }
      if (flow === 'hash') {
        const cleanedHref = stripSignInReturn(href);
        // Login CSRF: only a hash this tab asked for (its state came back) is exchanged.
        const stored = takeSignInState(stateStorage);
        if (!stateMatches(url.searchParams.get(SIGN_IN_STATE_PARAM), stored)) {
          return { state: loggedOut(), cleanedHref, hashFlowFailed: true };
        }
        const tokens = await calls.exchangeHash(sso, url.searchParams.get('hash') ?? '');
        const record = tokens ? { ...tokens, fan_sub: tokens.fan_sub ?? '' } : null;
        if (!record || !canStoreRecord(record)) {
          return { state: loggedOut(), cleanedHref, hashFlowFailed: true };
        }
        await writeRecord(vault, record);
        const state = await login(record);
        return state
          ? { state, cleanedHref, hashFlowFailed: false }
          : { state: loggedOut(), cleanedHref, hashFlowFailed: true };
      }
      const record = await readRecord(vault);
      const state = record ? await login(record) : null;
      return { state: state ?? loggedOut(), cleanedHref: null, hashFlowFailed: false };
    },

    /**
     * New tokens after the content API turned the user token down (401/403); null when the
     * refresh failed, which ends the session.
     */
    async refreshToken(): Promise<string | null> {
      const record = await readRecord(vault);
      const fresh = record ? await refresh(record) : null;
      if (!fresh) clearRecord(vault);
      return fresh?.token ?? null;
    },

    signOutLocally(): void {
      clearRecord(vault);
    },
  };
}

export type SignInSession = ReturnType<typeof createSignInSession>;
