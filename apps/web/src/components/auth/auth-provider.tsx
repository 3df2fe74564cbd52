'use client';

import { isApiError } from '@trybuna/api-client/browser';
import { needsRefresh, signInFlowFor, USER_RECORD_KEY } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { INITIAL_AUTH_STATE, type AuthState } from '@/lib/auth/auth-state';
import { loadSession } from '@/lib/auth/load-session';
import type { SignInSession } from '@/lib/auth/session';
import type { SsoEndpoint } from '@/lib/auth/sso-endpoint';
import { useToast } from '@/components/chrome/toasts';
import { AuthContext, type AuthApi } from './auth-context';

/**
 * The sign-in state and the account service's URL: what a click on the account button needs
 * (and the flows below), loaded then rather than with every page (issue 31).
 */
const loadSignIn = () => import('./sign-in-start');

/** Whether this browser keeps a user record (sealed; read by the lazily loaded flows). */
function hasStoredRecord(): boolean {
  try {
    return window.localStorage.getItem(USER_RECORD_KEY) !== null;
  } catch {
    return false;
  }
}

const LOGGED_OUT: AuthState = { ...INITIAL_AUTH_STATE, status: 'out', isInitialized: true };

/**
 * 000 §4.1: runs the page-load sign-in flows once, keeps the auth state, and gives signed-in
 * calls their user token (refreshing it on 401/403).
 */
export function AuthProvider({
  sso: endpoint,
  children,
}: {
  sso: SsoEndpoint;
  children: ReactNode;
}) {
  const { url, application } = endpoint;
  const sso = useMemo(() => ({ url, application }), [url, application]);
  const [state, setState] = useState<AuthState>(INITIAL_AUTH_STATE);
  const session = useRef<SignInSession | null>(null);
  // The token signed-in calls use: kept beside the state so that `withUserToken` stays the same
  // function across refreshes (its callers' effects do not run again for a new token).
  const token = useRef<string | null>(null);
  const { show } = useToast();
  const t = useTranslations('common');
  const errorMessage = t('anError');

  useEffect(() => {
    let live = true;
    const isLive = () => live;
    // The flows (and the schemas that check the sso's answers) load in a chunk of their own,
    // once the page has hydrated: they are not needed for the first paint.
    function startSession() {
      void Promise.all([loadSession(), loadSignIn()]).then(
        async ([loaded, { browserStateStorage }]) => {
          const { createSignInSession, browserVault } = loaded;
          if (!live) return;
          const current = createSignInSession({
            sso,
            vault: browserVault(),
            stateStorage: browserStateStorage(),
          });
          session.current = current;
          const result = await current.start(window.location.href);
          // (A function, not the variable: the cleanup may have run during the await.)
          if (!isLive()) return;
          if (result.cleanedHref)
            window.history.replaceState(window.history.state, '', result.cleanedHref);
          token.current = result.state.token;
          startTransition(() => {
            setState(result.state);
          });
          // 000 §8: a failed (or refused, docs/sso.md "Sign-in state") hash flow ends logged out
          // with the generic error toast.
          if (result.hashFlowFailed) show({ message: errorMessage });
        },
      );
    }
    if (
      signInFlowFor(new URLSearchParams(window.location.search)) === 'existing-token' &&
      !hasStoredRecord()
    ) {
      // Most visitors: no sign-in to finish and no record to resume, so no flow to load.
      // A transition: the new context value reaches every part of the page still waiting to
      // hydrate, and an urgent update would hydrate them all in one blocking task.
      startTransition(() => {
        setState(LOGGED_OUT);
      });
    } else {
      startSession();
    }
    // Another tab signed out (or its refresh failed): this one is logged out too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_RECORD_KEY && event.newValue === null) {
        token.current = null;
        setState(LOGGED_OUT);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  }, [sso, show, errorMessage]);

  const loggedIn = state.status === 'in';
  const openAccount = useCallback(() => {
    void loadSignIn().then(({ beginSignIn, browserStateStorage, ssoPageUrl }) => {
      // The state binds the hash that comes back to this tab (login CSRF, docs/sso.md).
      const signInState = beginSignIn(browserStateStorage());
      window.location.assign(ssoPageUrl(sso, loggedIn, window.location.href, signInState));
    });
  }, [sso, loggedIn]);

  const withUserToken = useCallback(async <T,>(call: (token: string) => Promise<T>): Promise<T> => {
    const current = token.current;
    if (!current) throw new Error('Not signed in');
    try {
      return await call(current);
    } catch (error) {
      if (!isApiError(error) || !needsRefresh(error.status, error.data)) throw error;
      const fresh = (await session.current?.refreshToken()) ?? null;
      token.current = fresh;
      if (!fresh) {
        setState(LOGGED_OUT);
        throw error;
      }
      setState((previous) => ({ ...previous, token: fresh }));
      return call(fresh);
    }
  }, []);

  const api = useMemo<AuthApi>(
    () => ({ state, openAccount, withUserToken }),
    [state, openAccount, withUserToken],
  );
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
