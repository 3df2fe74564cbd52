'use client';

import { createContext, useContext } from 'react';
import { INITIAL_AUTH_STATE, type AuthState } from '@/lib/auth/auth-state';

export interface AuthApi {
  state: AuthState;
  /** Goes to the account service: its login page, or its root when logged in (000 §4.1). */
  openAccount: () => void;
  /**
   * Runs a signed-in call with the user token; when the content API answers 401 or 403 the
   * tokens are refreshed and the call is tried once more. Logged out: rejects.
   */
  withUserToken: <T>(call: (token: string) => Promise<T>) => Promise<T>;
}

const LOGGED_OUT_API: AuthApi = {
  state: INITIAL_AUTH_STATE,
  openAccount: () => undefined,
  withUserToken: () => Promise.reject(new Error('Not signed in')),
};

export const AuthContext = createContext<AuthApi>(LOGGED_OUT_API);

/** The sign-in state and actions of the nearest `AuthProvider` (logged out without one). */
export function useAuth(): AuthApi {
  return useContext(AuthContext);
}
