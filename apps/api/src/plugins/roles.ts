import type { FastifyRequest } from 'fastify';
import { ApiError } from '@trybuna/server';
import { logSecurityEvent } from './security-events';
import type { SignedInUser } from './user-token';

/** The sso role that may write live coverage and match state (ARCHITECTURE.md "Editors"). */
export const EDITOR_ROLE = 'editor';

/**
 * The editor making a request: anonymous callers get 401, signed-in fans without the `editor`
 * role 403 (the token itself is verified by the user-token hook before this runs). `doing` names
 * what is refused in the messages (live coverage writes by default).
 */
export function requireEditor(
  request: FastifyRequest,
  doing = 'write live coverage',
): SignedInUser {
  const { user } = request;
  if (!user) throw new ApiError(401, `Sign in as an editor to ${doing}`);
  if (!user.roles.includes(EDITOR_ROLE)) {
    logSecurityEvent(request.log, 'role_denied', {
      account: user.sub,
      role: EDITOR_ROLE,
      method: request.method,
      route: request.routeOptions.url ?? null,
    });
    throw new ApiError(403, `Only editors may ${doing}`);
  }
  return user;
}
