import type { FastifyInstance } from 'fastify';

/**
 * Listens on host:port and closes the app (and whatever it registered with `onClose`) on
 * SIGINT / SIGTERM, so `npm start` can stop every process cleanly.
 */
export async function listenUntilSignal(
  app: FastifyInstance,
  options: { host: string; port: number },
): Promise<void> {
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen(options);
}
