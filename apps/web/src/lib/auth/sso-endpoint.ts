import { SIGN_IN_STATE_PARAM } from '@trybuna/domain';

/** The account service as the browser reaches it (000 §7.4). */
export interface SsoEndpoint {
  /** `{sso_host}`, without a trailing slash. */
  url: string;
  /** `application_id` / `fan_application_sub` of this site. */
  application: string;
}

/**
 * The sso's login page, or its root when already logged in (000 §4.1, §7.4), with the
 * sign-in state it hands back beside the hash (docs/sso.md "Sign-in state").
 */
export function ssoPageUrl(
  sso: SsoEndpoint,
  loggedIn: boolean,
  backUrl: string,
  state?: string,
): string {
  const url = new URL(loggedIn ? '/' : '/logowanie', sso.url);
  url.searchParams.set('application_id', sso.application);
  url.searchParams.set('backurl', backUrl);
  if (state !== undefined) url.searchParams.set(SIGN_IN_STATE_PARAM, state);
  return url.toString();
}
