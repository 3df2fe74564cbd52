import { LogController, type FastifyInstance } from 'fastify';

/**
 * The app's `logController` (a Fastify option): Fastify's own request logging, two JSON lines
 * per request at `info`, off; `logRequestsAtDebug` logs one instead.
 */
export function quietRequestLog(): LogController {
  return new LogController({ disableRequestLogging: true });
}

/**
 * One line per request, at `debug` (issue 32 item 8): Fastify's own request logging is turned
 * off (`logController: quietRequestLog()` in the app's options), and this hook logs the method, URL, status and time instead, seen with
 * `LOG_LEVEL=debug` only. Warnings and errors are logged where they happen, as before.
 */
export function logRequestsAtDebug(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}
