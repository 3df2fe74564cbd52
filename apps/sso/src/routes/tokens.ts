import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SsoContext } from '../context';
import { sendInvalidBody, sendUnauthorized } from '../plugins/json-calls';
import { findAccountById } from '../repositories/accounts';
import { consumeAuthHash } from '../repositories/auth-hashes';
import {
  issueRefreshToken,
  rotateRefreshToken,
  SECONDS_PER_DAY,
} from '../repositories/refresh-tokens';

export const TOKEN_GET_PATH = '/p/anonymous/token/get';
export const TOKEN_REFRESH_PATH = '/api/v2/user/token/refresh';

const applicationSub = z
  .string({ error: 'fan_application_sub must be a string' })
  .min(1, 'fan_application_sub is required')
  .max(200, 'fan_application_sub is too long');

const tokenGetBody = z.object({
  fan_application_sub: applicationSub,
  hash: z
    .string({ error: 'hash must be a string' })
    .min(1, 'hash is required')
    .max(512, 'hash is too long'),
});

const tokenRefreshBody = z.object({
  refresh_token: z
    .string({ error: 'refresh_token must be a string' })
    .min(1, 'refresh_token is required')
    .max(512, 'refresh_token is too long'),
  fan_application_sub: applicationSub,
});

/** The answer body of both calls (docs/sso.md §Calls). */
interface SignInRecord {
  id_token: string;
  refresh_token: string;
  token: string;
  fan_sub: string;
}

/** `POST /p/anonymous/token/get` (hash → tokens) and `POST …/user/token/refresh` (rotation). */
export function tokenRoutes(app: FastifyInstance, ctx: SsoContext): void {
  const { database, settings, tokens } = ctx;
  const rateLimit = { max: settings.callsPerMinute, timeWindow: 60_000 };

  app.post(TOKEN_GET_PATH, { config: { rateLimit } }, async (request, reply) => {
    const body = tokenGetBody.safeParse(request.body);
    if (!body.success) return sendInvalidBody(reply, body.error);
    const now = settings.now();
    const applicationId = body.data.fan_application_sub;
    if (!settings.applications.includes(applicationId)) return sendUnauthorized(reply);
    const used = await consumeAuthHash(database.db, { hash: body.data.hash, applicationId, now });
    const account = used ? await findAccountById(database.db, used.accountId) : null;
    if (!used || !account) return sendUnauthorized(reply);
    const refreshToken = await issueRefreshToken(database.db, {
      accountId: account.id,
      sessionId: used.sessionId,
      applicationId,
      now,
      // The family's absolute end: refreshing never moves it (issue 30).
      expiresAt: new Date(now.getTime() + settings.refreshTokenMaxAgeDays * SECONDS_PER_DAY * 1000),
    });
    // The account was just read: its roles are as fresh as the database (docs/sso.md "Roles").
    const issued = await tokens.issue(account, applicationId);
    const record: SignInRecord = {
      id_token: issued.id_token,
      refresh_token: refreshToken,
      token: issued.token,
      fan_sub: account.fanSub,
    };
    return { token_text: JSON.stringify(record), ...record };
  });

  app.post(TOKEN_REFRESH_PATH, { config: { rateLimit } }, async (request, reply) => {
    const body = tokenRefreshBody.safeParse(request.body);
    if (!body.success) return sendInvalidBody(reply, body.error);
    const applicationId = body.data.fan_application_sub;
    if (!settings.applications.includes(applicationId)) return sendUnauthorized(reply);
    const rotated = await rotateRefreshToken(database.db, {
      token: body.data.refresh_token,
      applicationId,
      now: settings.now(),
    });
    const account = rotated ? await findAccountById(database.db, rotated.accountId) : null;
    if (!rotated || !account) return sendUnauthorized(reply);
    // The account was just read: its roles are as fresh as the database (docs/sso.md "Roles").
    const issued = await tokens.issue(account, applicationId);
    const record: SignInRecord = {
      id_token: issued.id_token,
      token: issued.token,
      refresh_token: rotated.refreshToken,
      fan_sub: account.fanSub,
    };
    return record;
  });
}
