import type { FastifyInstance } from 'fastify';
import { ImageRenderer, type ImageDirs } from '../images/renderer';
import { parseImageUrl } from '../images/request';

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/**
 * `GET /images/…` (000 §7.6): resize paths `[{x1}x{y1}:{x2}x{y2}/]fit-in/{w}x{h}/filters:…/{path}`,
 * plain originals, and base64 JSON edit specs. Results are cached on disk and for a year by clients.
 */
export function imageRoutes(app: FastifyInstance, dirs: ImageDirs): void {
  const renderer = new ImageRenderer(dirs);
  app.get<{ Params: { '*': string } }>(
    '/images/*',
    { config: { rateLimit: false } },
    async (request, reply) => {
      const wanted = parseImageUrl(request.params['*']);
      const format = ImageRenderer.negotiate(wanted, request.headers.accept);
      const image = await renderer.render(wanted, format);
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
