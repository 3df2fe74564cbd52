import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_RETURN_PARAM } from '@trybuna/domain';
import type { SsoContext } from '../context';
import { csrfMatches, setSessionCookie } from '../lib/cookies';
import { parseReturnTarget, returnUrl, type ReturnTarget } from '../lib/return-target';
import { sendPage } from '../plugins/html-pages';
import { createAuthHash } from '../repositories/auth-hashes';
import { createSession } from '../repositories/sessions';
import { FORM_EXPIRED, INVALID_RETURN, messagePage } from '../views/message-page';

/**
 * The page's return target; when `application_id` or `backurl` is not acceptable the 400 page
 * is sent (never a redirect) and the result is `null`.
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

/** The posted form's `csrf` field, when the body is a form at all. */
function submittedCsrf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'csrf' in body ? body.csrf : undefined;
}

/** Whether the form's CSRF token matches its cookie; if not, the 403 page is sent. */
export function requireCsrf(request: FastifyRequest, reply: FastifyReply): boolean {
  if (csrfMatches(request, submittedCsrf(request.body))) return true;
  void sendPage(reply, 403, messagePage(FORM_EXPIRED.title, FORM_EXPIRED.message));
  return false;
}

/** 303 back to the site with a fresh one-time `hash` for this session. */
export async function returnWithHash(
  ctx: SsoContext,
  reply: FastifyReply,
  target: ReturnTarget,
  session: { sessionId: number; accountId: number },
): Promise<FastifyReply> {
  const hash = await createAuthHash(ctx.database.db, {
    accountId: session.accountId,
    applicationId: target.applicationId,
    sessionId: session.sessionId,
    now: ctx.settings.now(),
  });
  return reply.redirect(returnUrl(target, { [AUTH_RETURN_PARAM]: hash }), 303);
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
