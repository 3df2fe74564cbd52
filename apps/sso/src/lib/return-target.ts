import { z } from 'zod';
import {
  AUTH_RETURN_PARAM,
  LOGOUT_MARKER_PARAM,
  SIGN_IN_STATE_PARAM,
  SIGN_IN_STATE_PATTERN,
} from '@trybuna/domain';

/**
 * The query every page carries: which site sent the fan, where to send them back and, when the
 * site sent one, the sign-in state to hand back beside the hash (login CSRF, docs/sso.md).
 */
const returnQuerySchema = z.object({
  application_id: z.string().min(1).max(200),
  backurl: z.string().min(1).max(2048),
  [SIGN_IN_STATE_PARAM]: z.string().regex(SIGN_IN_STATE_PATTERN).optional(),
});

/** The sso's own page a sign-in may return to (docs/sso.md "Granting roles"). */
export const ROLE_PAGE_PATH = '/role';

export interface ReturnTarget {
  applicationId: string;
  backurl: URL;
  /**
   * `backurl` is the sso's own role page (`{publicUrl}/role`, exactly), not the site: a sign-in
   * goes back there with no `hash` (the page reads the sso session) and no state.
   */
  own: boolean;
  /** The site's sign-in state, returned with the hash; `null` when it sent none. */
  state: string | null;
  /** The query again (`application_id=…&backurl=…[&state=…]`), for the pages' links and forms. */
  query: string;
}

/**
 * The validated return target, or `null` when the application is unknown, `backurl` is not an
 * http(s) URL on one of the site's origins (nor exactly the sso's own role page, when
 * `publicUrl` is given), or the state is malformed (the caller answers 400 and never
 * redirects).
 */
export function parseReturnTarget(
  query: unknown,
  settings: {
    applications: readonly string[];
    allowedOrigins: readonly string[];
    publicUrl?: string;
  },
): ReturnTarget | null {
  const parsed = returnQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const { application_id: applicationId, backurl, state } = parsed.data;
  if (!settings.applications.includes(applicationId)) return null;
  let url: URL;
  try {
    url = new URL(backurl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const own = settings.publicUrl !== undefined && url.href === ownPageUrl(settings.publicUrl);
  if (!own && !settings.allowedOrigins.includes(url.origin)) return null;
  const params = new URLSearchParams({ application_id: applicationId, backurl });
  if (state !== undefined && !own) params.set(SIGN_IN_STATE_PARAM, state);
  return {
    applicationId,
    backurl: url,
    own,
    state: own ? null : (state ?? null),
    query: params.toString(),
  };
}

/** The role page's absolute URL (the only `backurl` on the sso itself). */
function ownPageUrl(publicUrl: string): string {
  return new URL(`${publicUrl}${ROLE_PAGE_PATH}`).href;
}

/** The login page's address that returns to the role page (under the first application). */
export function ownPageLoginPath(publicUrl: string, applications: readonly string[]): string {
  const params = new URLSearchParams({
    application_id: applications[0] ?? '',
    backurl: ownPageUrl(publicUrl),
  });
  return `/logowanie?${params.toString()}`;
}

/**
 * `backurl` without the auth-return hash, the logout marker and any sign-in state, plus
 * `params`.
 */
export function returnUrl(target: ReturnTarget, params: Record<string, string> = {}): string {
  const url = new URL(target.backurl.href);
  url.searchParams.delete(AUTH_RETURN_PARAM);
  url.searchParams.delete(LOGOUT_MARKER_PARAM);
  url.searchParams.delete(SIGN_IN_STATE_PARAM);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Back to the site with a fresh auth-return hash and the site's sign-in state, if it sent one.
 * (The sso's own page gets no hash: `returnWithHash` sends it to `returnUrl` without making one.)
 */
export function hashReturnUrl(target: ReturnTarget, hash: string): string {
  return returnUrl(target, {
    [AUTH_RETURN_PARAM]: hash,
    ...(target.state === null ? {} : { [SIGN_IN_STATE_PARAM]: target.state }),
  });
}
