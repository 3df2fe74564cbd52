import type { FastifyInstance } from 'fastify';
import { withTimeout } from '../lib/with-timeout';

/**
 * `GET /health` → 200 `{"status":"ok"}` while the database answers `select 1` within
 * `timeoutMs`, else 503 `{"status":"unavailable"}` (a failed or hung database never makes the
 * check hang). Never cached.
 */
export function healthRoutes(
  app: FastifyInstance,
  ping: () => Promise<void>,
  timeoutMs: number,
): void {
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(ping(), timeoutMs);
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
