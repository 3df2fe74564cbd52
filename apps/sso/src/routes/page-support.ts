import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoContext } from '../context';
import { sessionToken, setSessionCookie } from '../lib/cookies';
import {
  hashReturnUrl,
  parseReturnTarget,
  ROLE_PAGE_PATH,
  type ReturnTarget,
} from '../lib/return-target';
import { sendPage } from '../plugins/html-pages';
import { createAuthHash } from '../repositories/auth-hashes';
import { createSession, findLiveSession, type LiveSession } from '../repositories/sessions';
import { INVALID_RETURN, messagePage } from '../views/message-page';

/** The session of the request's cookie when it is neither revoked nor expired at `now`. */
export function requestSession(
  ctx: SsoContext,
  request: FastifyRequest,
  now: Date = ctx.settings.now(),
): Promise<LiveSession | null> {
  return findLiveSession(ctx.database.db, sessionToken(request, ctx.settings), now);
}

/**
 * The page's return target; when `application_id`, `backurl` or `state` is not acceptable the
 * 400 page is sent (never a redirect) and the result is `null`.
 */
export function requireTarget(
  ctx: SsoContext,
  request: FastifyRequest,
  reply: FastifyReply,
): ReturnTarget | null {
  const target = parseReturnTarget(request.query, ctx.settings);
  if (!target) {
    void sendPage(reply, 400, messagePage(INVALID_RETURN.title, INVALID_RETURN.message));
  }
  return target;
}

/**
 * 303 back to the site with a fresh one-time `hash` for this session (and the site's state);
 * back to the sso's own role page without one (it reads the session cookie).
 */
export async function returnWithHash(
  ctx: SsoContext,
  reply: FastifyReply,
  target: ReturnTarget,
  session: { sessionId: number; accountId: number },
): Promise<FastifyReply> {
  // A path on this host: the session cookie was just set on the host the browser uses.
  if (target.own) return reply.redirect(ROLE_PAGE_PATH, 303);
  const hash = await createAuthHash(ctx.database.db, {
    accountId: session.accountId,
    applicationId: target.applicationId,
    sessionId: session.sessionId,
    now: ctx.settings.now(),
  });
  return reply.redirect(hashReturnUrl(target, hash), 303);
}

/** After a sign-in or a registration: a new session (cookie) and back with a hash. */
export async function signIn(
  ctx: SsoContext,
  reply: FastifyReply,
  target: ReturnTarget,
  accountId: number,
): Promise<FastifyReply> {
  const session = await createSession(ctx.database.db, accountId, ctx.settings.now());
  setSessionCookie(reply, ctx.settings, session.token);
  return returnWithHash(ctx, reply, target, { sessionId: session.sessionId, accountId });
}
