import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@trybuna/db';
import { registerJsonApiErrors } from '@trybuna/server';
import { healthRoutes } from './routes/health';

export interface SsoOptions {
  database: Database;
  /** Pino log level; logging is off when unset (tests). */
  logLevel?: string;
}

/** Builds the fan-account service (the spec's `{sso_host}`). */
export function buildSso(options: SsoOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
  });
  registerJsonApiErrors(app);
  healthRoutes(app, () => options.database.ping());
  app.addHook('onClose', () => options.database.close());
  return app;
}
