import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

/** A key set that can hand out the last JWKS it fetched (jose's `createRemoteJWKSet` can). */
export type KeySet = JWTVerifyGetKey & { jwks?: () => JSONWebKeySet | undefined };

export interface LastGoodKeysOptions {
  /**
   * After the sso failed to answer, how long tokens are checked against the last good keys
   * without asking it again (default 30 s); then one request tries the sso once more.
   */
  retryAfterMs?: number;
  /** The clock (tests). */
  now?: () => number;
  /** Told when the sso could not be reached and the last good keys are used. */
  onFallback?: (error: unknown) => void;
}

const JWKS_RETRY_AFTER_MS = 30_000;

/**
 * Errors that mean the key set was read and answered about the token (unknown `kid`, several
 * matches, an algorithm it cannot serve): the token's problem, not the sso's.
 */
const KEY_SET_ANSWERS = [
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSENotSupported,
];

/**
 * Wraps the sso's remote key set so an sso that cannot be reached does not sign every fan out:
 * jose refetches the JWKS once its cache is older than `cacheMaxAge` (10 minutes) and, when
 * that fails, fails the verification. Here a failed fetch falls back to the last JWKS that was
 * fetched (jose keeps it): tokens signed with a known key still verify, a token with an unknown
 * `kid` rethrows the fetch failure (503: it cannot be checked now). For `retryAfterMs` after a
 * failure the sso is not asked again (so an outage costs at most one fetch per interval, and
 * unknown `kid`s cannot make the API hammer it); after it, the next request tries again and a
 * successful fetch ends the fallback. Without a last good JWKS the failure stands (503).
 * Verification stays as strict as ever: the keys only come from a JWKS the sso served.
 */
export function keepLastGoodKeys(keys: KeySet, options: LastGoodKeysOptions = {}): KeySet {
  const retryAfterMs = options.retryAfterMs ?? JWKS_RETRY_AFTER_MS;
  const now = options.now ?? Date.now;
  let fallback: { keys: JWTVerifyGetKey; since: number; failure: unknown } | null = null;

  const fromFallback: JWTVerifyGetKey = async (header, token) => {
    if (!fallback) throw new Error('no fallback keys');
    const { failure } = fallback;
    try {
      return await fallback.keys(header, token);
    } catch (error) {
      // A key the last good set does not have may be a new one the sso cannot confirm now.
      if (error instanceof errors.JWKSNoMatchingKey) throw failure;
      throw error;
    }
  };

  const getKey: KeySet = async (header, token) => {
    if (fallback && now() - fallback.since < retryAfterMs) return fromFallback(header, token);
    try {
      const key = await keys(header, token);
      fallback = null;
      return key;
    } catch (error) {
      if (KEY_SET_ANSWERS.some((type) => error instanceof type)) {
        fallback = null;
        throw error;
      }
      const lastGood = keys.jwks?.();
      if (!lastGood) throw error;
      fallback = { keys: createLocalJWKSet(lastGood), since: now(), failure: error };
      options.onFallback?.(error);
      return fromFallback(header, token);
    }
  };
  return Object.assign(getKey, { jwks: () => keys.jwks?.() });
}
