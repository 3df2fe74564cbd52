import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLE, LOGOUT_MARKER_PARAM } from '@trybuna/domain';
import type { SsoContext } from '../context';
import { clearSessionCookie, csrfToken } from '../lib/cookies';
import { returnUrl } from '../lib/return-target';
import { sendPage } from '../plugins/html-pages';
import { endSession } from '../repositories/sessions';
import { accountPage } from '../views/account-page';
import { requestSession, requireTarget } from './page-support';

/** `GET /` (who is signed in) and `POST /wyloguj` (sign out, back with the logout marker). */
export function accountRoutes(app: FastifyInstance, ctx: SsoContext): void {
  const { database, settings } = ctx;

  app.get('/', async (request, reply) => {
    const target = requireTarget(ctx, request, reply);
    if (!target) return reply;
    const live = await requestSession(ctx, request);
    if (!live) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/logowanie${query}`, 303);
    }
    return sendPage(
      reply,
      200,
      accountPage({
        target,
        csrf: csrfToken(reply),
        nickname: live.account.nickname,
        email: live.account.email,
        backHref: returnUrl(target),
        admin: live.account.roles.includes(ADMIN_ROLE),
      }),
    );
  });

  app.post('/wyloguj', async (request, reply) => {
    const target = requireTarget(ctx, request, reply);
    if (!target) return reply;
    const now = settings.now();
    const live = await requestSession(ctx, request, now);
    if (live) await endSession(database.db, live.sessionId, now);
    clearSessionCookie(reply, settings);
    return reply.redirect(returnUrl(target, { [LOGOUT_MARKER_PARAM]: '1' }), 303);
  });
}
