import type { SsoUser } from './sso-calls';

/** 000 §3 auth state: loading until a flow has run, then logged in or out. */
export interface AuthState {
  status: 'loading' | 'in' | 'out';
  isInitialized: boolean;
  user: SsoUser | null;
  fanUserSub: string | null;
  token: string | null;
}

export const INITIAL_AUTH_STATE: AuthState = {
  status: 'loading',
  isInitialized: false,
  user: null,
  fanUserSub: null,
  token: null,
};
