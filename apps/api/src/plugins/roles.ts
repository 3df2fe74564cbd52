import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Role } from '@trybuna/domain';
import { ApiError } from '@trybuna/server';
import { logSecurityEvent } from './security-events';
import type { SignedInUser } from './user-token';

/** How a refusal names the holders of a role ("Only moderators may …"). */
const HOLDERS: Record<Role, string> = {
  editor: 'editors',
  moderator: 'moderators',
  forms: 'the forms team (role forms)',
  admin: 'administrators',
};

/**
 * The signed-in caller holding `role` (docs/security.md "Roles"; the duty → role table is
 * `DUTY_ROLES` in `@trybuna/domain`): anonymous callers get 401, signed-in callers without
 * that very role 403 and a `role_denied` security event (the account id, the role, the route;
 * nothing else about the person). No role implies another: `admin` is refused here like a fan
 * unless the token also carries `role`. The token itself is verified by the user-token hook
 * before this runs. `doing` names what is refused in the messages ("write live coverage").
 */
export function requireRole(request: FastifyRequest, role: Role, doing: string): SignedInUser {
  const { user } = request;
  if (!user) throw new ApiError(401, `Sign in to ${doing}`);
  if (!user.roles.includes(role)) {
    logSecurityEvent(request.log, 'role_denied', {
      account: user.sub,
      role,
      method: request.method,
      route: request.routeOptions.url ?? null,
    });
    throw new ApiError(403, `Only ${HOLDERS[role]} may ${doing}`);
  }
  return user;
}

/**
 * A route's `onRequest` hook refusing callers `admit` refuses (401 / 403, e.g. `requireRole`
 * or a signed-in check) before its query, path and body are read.
 */
export function admits(admit: (request: FastifyRequest) => unknown): onRequestHookHandler {
  return (request, _reply, done) => {
    try {
      admit(request);
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
