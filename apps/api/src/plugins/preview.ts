import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ApiError } from '@trybuna/server';

declare module 'fastify' {
  interface FastifyRequest {
    /** A page preview (000 §2.5): the request carried the right `Preview-Secret`. */
    preview: boolean;
  }
}

/** The header the site's server sends, in Next.js draft mode, to read drafts. */
const PREVIEW_SECRET_HEADER = 'preview-secret';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether `given` is the secret, in time independent of where (or whether) they differ. */
function isPreviewSecret(given: string, secret: string): boolean {
  // Equal-length digests: neither the secret's length nor a matching prefix shows in timing.
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * Decorates every request with `preview` (false) and returns the hook that, on a request
 * carrying `Preview-Secret`, checks it against `secret` and opens the preview: drafts and
 * members-only content, never cached. A wrong secret, or any such header while no secret is
 * configured, answers 401.
 */
export function registerPreview(
  app: FastifyInstance,
  secret: string | undefined,
): onRequestHookHandler {
  app.decorateRequest('preview', false);
  const expected = secret === '' ? undefined : secret;
  return (request, reply, done) => {
    const header = request.headers[PREVIEW_SECRET_HEADER];
    if (header === undefined) {
      done();
      return;
    }
    // Whatever comes of it (a preview, a 401), the answer is this caller's alone.
    reply.header('cache-control', 'private, no-store');
    const given = Array.isArray(header) ? (header.length === 1 ? header[0] : undefined) : header;
    if (expected === undefined || given === undefined || !isPreviewSecret(given, expected)) {
      done(new ApiError(401, 'Unauthorized'));
      return;
    }
    request.preview = true;
    done();
  };
}
