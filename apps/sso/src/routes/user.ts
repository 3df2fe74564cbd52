import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SsoContext } from '../context';
import { sendUnauthorized } from '../plugins/json-calls';
import { findAccountByFanSub } from '../repositories/accounts';

export const USER_DATA_PATH = '/api/v2/data/user';

/** `Authorization: {id_token}` (a `Bearer ` prefix is accepted too). */
const authorizationHeader = z
  .string()
  .max(8192)
  .transform((value) => value.replace(/^Bearer\s+/i, '').trim())
  .pipe(z.string().min(1));

/** `GET /api/v2/data/user`: the signed-in fan, by their id_token. */
export function userRoutes(app: FastifyInstance, ctx: SsoContext): void {
  const { database, settings, tokens } = ctx;
  app.get(
    USER_DATA_PATH,
    { config: { rateLimit: { max: settings.callsPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const header = authorizationHeader.safeParse(request.headers.authorization);
      if (!header.success) return sendUnauthorized(reply);
      const claims = await tokens.verifyIdToken(header.data);
      const account = claims ? await findAccountByFanSub(database.db, claims.sub) : null;
      if (!account) return sendUnauthorized(reply);
      return {
        data: {
          id: account.id,
          fan_sub: account.fanSub,
          nickname: account.nickname,
          avatar_url: account.avatarUrl,
        },
      };
    },
  );
}
