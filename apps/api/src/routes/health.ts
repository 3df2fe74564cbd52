import type { FastifyPluginCallback } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, sendErrors } from '@trybuna/server';

/** How long `/health` waits for the database's answer before it says it has none. */
const HEALTH_PING_TIMEOUT_MS = 2_000;

/** `ping()`, or a rejection once `ms` have passed without its answer. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${String(ms)} ms`));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * `GET /health` → 200 `{"status":"ok"}` while the database answers within
 * `HEALTH_PING_TIMEOUT_MS`, otherwise 503 with a JSON:API error and `Retry-After`. On PGlite
 * a statement that is running blocks the whole process, this route included: the bound is
 * for a database that does not answer, not for one that is busy.
 */
export interface HealthRouteOptions {
  /** Asks the database for an answer (`Database.ping`). */
  ping: () => Promise<void>;
  /** Default `HEALTH_PING_TIMEOUT_MS`. */
  timeoutMs?: number;
}

export const healthRoutes: FastifyPluginCallback<HealthRouteOptions> = (app, options, done) => {
  const { ping, timeoutMs = HEALTH_PING_TIMEOUT_MS } = options;
  app.get('/health', async (request, reply) => {
    try {
      await within(timeoutMs, ping());
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      sendErrors(reply, 503, [{ detail: 'The database does not answer' }]);
      return reply;
    }
  });
  done();
};
