import type {} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Drizzle } from '@trybuna/db';
import { ApiError } from '@trybuna/server';
import { cropsFromDatabase } from '../images/known-crops';
import { ImageRenderer, type ImageDirs } from '../images/renderer';
import { parseImageUrl } from '../images/request';

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Seconds a client is asked to wait when every render slot and the queue are taken. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

/**
 * `GET /images/…` (000 §7.6): resize paths `[{x1}x{y1}:{x2}x{y2}/]fit-in/{w}x{h}/filters:…/{path}`,
 * plain originals, and base64 JSON edit specs, at the preset sizes and qualities only (000 §9,
 * 001 §9; else 400, nothing rendered). Stored renders are answered as they are; a miss counts
 * against the client's render rate (429), waits for a render slot (503 when the queue is
 * full) and is stored under the byte cap. Clients may keep any answer for a year.
 * With `db`, a crop must be one of the picture's own (`images.crops`).
 */
export function imageRoutes(app: FastifyInstance, dirs: ImageDirs, db?: Drizzle): void {
  const renderer = new ImageRenderer(dirs, db ? cropsFromDatabase(db) : undefined);
  const limitMisses = app.hasDecorator('rateLimit')
    ? app.rateLimit({ max: renderer.limits.missesPerMinute, timeWindow: 60_000 })
    : null;
  app.get<{ Params: { '*': string } }>(
    '/images/*',
    // Hits are never limited: the render limit applies to misses, below.
    { config: { rateLimit: false } },
    async (request, reply) => {
      const wanted = parseImageUrl(request.params['*']);
      const format = ImageRenderer.negotiate(wanted, request.headers.accept);
      const variant = renderer.variant(wanted, format);
      let image = await renderer.stored(variant);
      if (!image) {
        await limitMisses?.call(app, request, reply);
        try {
          image = await renderer.render(wanted, variant);
        } catch (error) {
          if (error instanceof ApiError && error.statusCode === 503)
            reply.header('retry-after', String(RENDER_RETRY_AFTER_SECONDS));
          throw error;
        }
      }
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .header('etag', image.etag)
        .header('x-cache', image.cached ? 'hit' : 'miss')
        .type(CONTENT_TYPES[image.format]);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.send(image.body);
    },
  );
}
