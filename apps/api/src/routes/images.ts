import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Drizzle } from '@trybuna/db';
import { ApiError, notFound } from '@trybuna/server';
import type { PictureAccess } from '../images/access';
import { IMAGE_KEY, type ImageKeys } from '../images/keys';
import { cropsFromDatabase } from '../images/known-crops';
import { ImageRenderer, type ImageDirs } from '../images/renderer';
import { parseImageUrl } from '../images/request';

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Seconds a client is asked to wait when every render slot and the queue are taken. */
const RENDER_RETRY_AFTER_SECONDS = 5;

/** What the image route checks before it serves a picture (docs/security.md "Pictures"). */
export interface ImageGuard {
  /** The URL keys (`/images/{key}/…`): a missing or wrong key is a 404. */
  keys: ImageKeys;
  /** Whether the key's scope (and a user token) may see the picture now; else a 404. */
  access?: PictureAccess;
  /** Reads `User-Authorization` into `request.user` (401 for a bad token). */
  verifyUser?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

const noSuchPicture = () => notFound('No such picture');

/**
 * `GET /images/{key}/…` (000 §7.6): after the key (`images/keys.ts`), resize paths
 * `[{x1}x{y1}:{x2}x{y2}/]fit-in/{w}x{h}/filters:…/{path}`, plain originals, and base64 JSON
 * edit specs, at the preset sizes and qualities only (000 §9, 001 §9; else 400, nothing
 * rendered). A key that is not the picture's, or a picture the key's scope may not see (a
 * draft's, a members-only one without a members key or a user token), is a 404. Stored renders
 * are answered as they are; a miss counts against the client's render rate (429), waits for a
 * render slot (503 when the queue is full) and is stored under the byte cap. Anyone may keep a
 * public picture for a year; members' and preview pictures are private.
 * With `db`, a crop must be one of the picture's own (`images.crops`).
 */
export function imageRoutes(
  app: FastifyInstance,
  dirs: ImageDirs,
  guard: ImageGuard,
  db?: Drizzle,
): void {
  const renderer = new ImageRenderer(dirs, db ? cropsFromDatabase(db) : undefined);
  const limitMisses = app.hasDecorator('rateLimit')
    ? app.rateLimit({ max: renderer.limits.missesPerMinute, timeWindow: 60_000 })
    : null;
  app.get<{ Params: { '*': string } }>(
    '/images/*',
    // Hits are never limited: the render limit applies to misses, below.
    { config: { rateLimit: false }, ...(guard.verifyUser ? { onRequest: guard.verifyUser } : {}) },
    async (request, reply) => {
      const rest = request.params['*'];
      const slash = rest.indexOf('/');
      const key = rest.slice(0, Math.max(0, slash));
      if (!IMAGE_KEY.test(key)) throw noSuchPicture();
      const wanted = parseImageUrl(rest.slice(slash + 1));
      const scope = guard.keys.scopeOf(key, wanted.path);
      const signedIn = request.user !== null;
      if (!scope) throw noSuchPicture();
      if (guard.access && !(await guard.access.allows(wanted.path, { scope, signedIn })))
        throw noSuchPicture();
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
        .header('cache-control', cacheControl(scope, signedIn))
        .header('vary', 'Accept')
        .header('etag', image.etag)
        .header('x-cache', image.cached ? 'hit' : 'miss')
        .type(CONTENT_TYPES[image.format]);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.send(image.body);
    },
  );
}

/**
 * A public key's picture may be kept by anyone for a year; a members key's only by the fan's
 * browser, a preview's or one a user token unlocked not at all.
 */
function cacheControl(scope: 'public' | 'members' | 'preview', signedIn: boolean): string {
  if (scope === 'preview' || signedIn) return 'private, no-store';
  if (scope === 'members') return 'private, max-age=86400';
  return 'public, max-age=31536000, immutable';
}
