/**
 * What starting a sign-in needs (the sign-in state and the account service's URL), in one
 * module that `AuthProvider` imports on demand: one chunk and one loader instead of two
 * (issue 31).
 */
export { beginSignIn, browserStateStorage } from '@/lib/auth/sign-in-state';
export { ssoPageUrl } from '@/lib/auth/sso-endpoint';
