import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browsers may call the API only from the site's own origins (the soccer site and its app
 * variants); the JSON answers carry the usual hardening headers. The API serves no HTML, so
 * its CSP forbids everything.
 */
export async function registerSecurity(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    origin: (origin, callback) => {
      callback(null, origin === undefined || allowedOrigins.includes(origin));
    },
    // PUT and DELETE: the match desk's live writes (odds, deleting items and incidents).
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Accept',
      'Accept-Language',
      'Authorization',
      'Client-Id',
      'Content-Type',
      'Device-Platform',
      'User-Authorization',
      'If-None-Match',
    ],
    exposedHeaders: ['ETag', 'Retry-After', 'Location'],
    maxAge: 600,
  });
}
