import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@trybuna/server';

/** SHA-256 of `value`: 32 bytes whatever its length, so the comparison below is length-blind. */
const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an `Authorization` header carries the API key, in constant time (issue 30): both
 * sides are hashed to equal-length digests and compared with `crypto.timingSafeEqual`, so the
 * answer's time tells neither how many leading characters matched nor the key's length. A
 * missing or repeated header never matches.
 */
export function apiKeyMatcher(key: string): (header: string | string[] | undefined) => boolean {
  const expected = digest(key);
  return (header) => typeof header === 'string' && timingSafeEqual(digest(header), expected);
}

/**
 * The API key check of the JSON:API prefixes (`API_KEY`): every request must send the key as
 * `Authorization`, else 401 before any other work.
 */
export function requireApiKey(api: FastifyInstance, key: string): void {
  const matches = apiKeyMatcher(key);
  api.addHook('onRequest', (request, _reply, done) => {
    done(matches(request.headers.authorization) ? undefined : new ApiError(401, 'Unauthorized'));
  });
}
