import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SsoContext } from '../context';
import { csrfToken } from '../lib/cookies';
import { logSecurityEvent } from '../lib/security-events';
import { sendPage } from '../plugins/html-pages';
import { findAccountByEmail } from '../repositories/accounts';
import { loginPage } from '../views/login-page';
import { requestSession, requireTarget, returnWithHash, signIn } from './page-support';

const WRONG_CREDENTIALS = 'Nieprawidłowy e-mail lub hasło';

const loginForm = z.object({
  email: z.string().trim().toLowerCase().max(320),
  password: z.string().max(1024),
});

/** `GET/POST /logowanie`: the sign-in form; a live session goes straight back with a hash. */
export function loginRoutes(app: FastifyInstance, ctx: SsoContext): void {
  const { database, settings } = ctx;

  app.get('/logowanie', async (request, reply) => {
    const target = requireTarget(ctx, request, reply);
    if (!target) return reply;
    const live = await requestSession(ctx, request);
    if (live) {
      return returnWithHash(ctx, reply, target, {
        sessionId: live.sessionId,
        accountId: live.account.id,
      });
    }
    return sendPage(reply, 200, loginPage({ target, csrf: csrfToken(reply) }));
  });

  app.post(
    '/logowanie',
    { config: { rateLimit: { max: settings.loginAttemptsPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const target = requireTarget(ctx, request, reply);
      if (!target) return reply;
      const form = loginForm.safeParse(request.body);
      const email = form.success ? form.data.email : '';
      const account = email === '' ? null : await findAccountByEmail(database.db, email);
      // Always one KDF run, whether or not the account exists.
      const matches = await ctx.passwords.verify(
        form.success ? form.data.password : '',
        account?.passwordHash,
      );
      if (!account || !matches) {
        logSecurityEvent(request.log, 'sign_in_failed', { account: account?.fanSub ?? null });
        const csrf = csrfToken(reply);
        return sendPage(reply, 401, loginPage({ target, csrf, email, error: WRONG_CREDENTIALS }));
      }
      return signIn(ctx, reply, target, account.id);
    },
  );
}
