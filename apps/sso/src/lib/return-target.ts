import { z } from 'zod';
import { AUTH_RETURN_PARAM, LOGOUT_MARKER_PARAM } from '@trybuna/domain';

/** The query every page carries: which site sent the fan and where to send them back. */
export const returnQuerySchema = z.object({
  application_id: z.string().min(1).max(200),
  backurl: z.string().min(1).max(2048),
});

export interface ReturnTarget {
  applicationId: string;
  backurl: URL;
  /** The query again (`application_id=…&backurl=…`), for the pages' links and forms. */
  query: string;
}

/**
 * The validated return target, or `null` when the application is unknown or `backurl` is not
 * an http(s) URL on one of the site's origins (the caller answers 400 and never redirects).
 */
export function parseReturnTarget(
  query: unknown,
  settings: { applications: readonly string[]; allowedOrigins: readonly string[] },
): ReturnTarget | null {
  const parsed = returnQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const { application_id: applicationId, backurl } = parsed.data;
  if (!settings.applications.includes(applicationId)) return null;
  let url: URL;
  try {
    url = new URL(backurl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (!settings.allowedOrigins.includes(url.origin)) return null;
  return {
    applicationId,
    backurl: url,
    query: new URLSearchParams({ application_id: applicationId, backurl }).toString(),
  };
}

/** `backurl` without the auth-return hash and the logout marker, plus `params`. */
export function returnUrl(target: ReturnTarget, params: Record<string, string> = {}): string {
  const url = new URL(target.backurl.href);
  url.searchParams.delete(AUTH_RETURN_PARAM);
  url.searchParams.delete(LOGOUT_MARKER_PARAM);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
