import type { FastifyInstance } from 'fastify';

/** `GET /health` → 200 `{"status":"ok"}` while the database answers, 503 otherwise. */
export function healthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/health', async (request, reply) => {
    try {
      await ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
