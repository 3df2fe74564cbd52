import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_ROLE, isRole } from '@trybuna/domain';
import type { SsoContext } from '../context';
import { csrfToken } from '../lib/cookies';
import { ownPageLoginPath, ROLE_PAGE_PATH } from '../lib/return-target';
import { changeRoles } from '../lib/role-changes';
import { logSecurityEvent } from '../lib/security-events';
import { sendPage } from '../plugins/html-pages';
import { findAccountByEmail } from '../repositories/accounts';
import type { LiveSession } from '../repositories/sessions';
import { messagePage } from '../views/message-page';
import { requestSession } from './page-support';
import { NOT_ADMIN, ROLE_PAGE_MESSAGES, rolePage, type RolePageView } from '../views/role-page';

/** The role page's form: which account, find or save, and the ticked roles (names checked below). */
const roleForm = z.object({
  email: z.string().trim().toLowerCase().max(320).catch(''),
  action: z.enum(['find', 'save']).catch('find'),
  roles: z
    .union([z.string().max(32), z.array(z.string().max(32)).max(10)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
});

/**
 * `GET/POST /role` (docs/sso.md "Granting roles"): a signed-in admin finds an account by
 * e-mail, ticks its roles and saves. Signed out: 303 to the login page, which returns here.
 * Signed in without `admin`: the 403 page and a `role_denied` security event. The posts are
 * CSRF-checked like every form of the pages; each change is a `role_changed` security event.
 */
export function roleRoutes(app: FastifyInstance, ctx: SsoContext): void {
  const { database, settings } = ctx;

  /** The signed-in admin, or `null` once the redirect or the 403 page is sent. */
  async function requireAdmin(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<LiveSession | null> {
    const live = await requestSession(ctx, request);
    if (!live) {
      void reply.redirect(ownPageLoginPath(settings.publicUrl, settings.applications), 303);
      return null;
    }
    if (!live.account.roles.includes(ADMIN_ROLE)) {
      logSecurityEvent(request.log, 'role_denied', {
        account: live.account.fanSub,
        role: ADMIN_ROLE,
        method: request.method,
        route: ROLE_PAGE_PATH,
      });
      void sendPage(reply, 403, messagePage(NOT_ADMIN.title, NOT_ADMIN.message));
      return null;
    }
    return live;
  }

  const page = (reply: FastifyReply, status: number, view: Omit<RolePageView, 'csrf'>) =>
    sendPage(reply, status, rolePage({ ...view, csrf: csrfToken(reply) }));

  app.get(ROLE_PAGE_PATH, async (request, reply) => {
    if (!(await requireAdmin(request, reply))) return reply;
    return page(reply, 200, {});
  });

  app.post(
    ROLE_PAGE_PATH,
    { config: { rateLimit: { max: settings.callsPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const live = await requireAdmin(request, reply);
      if (!live) return reply;
      const form = roleForm.safeParse(request.body);
      const { email, action, roles } = form.success
        ? form.data
        : { email: '', action: 'find' as const, roles: [] };
      if (email === '') {
        return page(reply, 422, { email, emailError: ROLE_PAGE_MESSAGES.emailMissing });
      }
      if (action === 'find') {
        const account = await findAccountByEmail(database.db, email);
        if (!account) {
          return page(reply, 404, { email, emailError: ROLE_PAGE_MESSAGES.unknownAccount });
        }
        return page(reply, 200, { email, account });
      }
      if (!roles.every(isRole)) {
        const account = await findAccountByEmail(database.db, email);
        if (!account) {
          return page(reply, 404, { email, emailError: ROLE_PAGE_MESSAGES.unknownAccount });
        }
        return page(reply, 422, { email, account, saveError: ROLE_PAGE_MESSAGES.unknownRole });
      }
      const result = await changeRoles(database, {
        email,
        change: { kind: 'set', roles },
        actor: { account: live.account },
        log: request.log,
      });
      switch (result.status) {
        case 'unknown-account':
          return page(reply, 404, { email, emailError: ROLE_PAGE_MESSAGES.unknownAccount });
        case 'own-admin':
          return page(reply, 409, {
            email,
            account: result.account,
            saveError: ROLE_PAGE_MESSAGES.ownAdmin,
          });
        case 'done':
          return page(reply, 200, {
            email,
            account: result.account,
            saved: result.changed ? ROLE_PAGE_MESSAGES.saved : ROLE_PAGE_MESSAGES.unchanged,
          });
      }
    },
  );
}
