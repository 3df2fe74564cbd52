import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import * as z from 'zod';
import type { Drizzle } from '@trybuna/db';
import { users } from '@trybuna/db/schema';
import { CONTENT_API_AUDIENCE, USER_TOKEN_ALGORITHMS } from '@trybuna/domain';
import { ApiError } from '@trybuna/server';
import { keepLastGoodKeys, type KeySet, type LastGoodKeysOptions } from './last-good-keys';

/** The signed-in fan a verified `User-Authorization` token names (000 §6, docs/sso.md). */
export interface SignedInUser {
  /** `users.id` of the content API. */
  id: number;
  /** The sso's subject (`fan_sub`). */
  sub: string;
  /** The token's `roles` claim (docs/sso.md "Roles"): `editor` may write live coverage. */
  roles: readonly string[];
}

/** How user tokens are verified: the sso's issuer URL and its public keys (JWKS). */
export interface UserTokenOptions {
  /** Expected `iss`: the sso's base URL (`SSO_URL`). */
  issuer: string;
  /**
   * The sso's public keys: `createRemoteJWKSet(new URL('/.well-known/jwks.json', SSO_URL))`
   * in production, `createLocalJWKSet(…)` in tests. `registerUserTokens` wraps them with
   * `keepLastGoodKeys`: when the sso cannot be reached the last JWKS it served is used.
   */
  keys: KeySet;
  /** How long the last good keys are used before the sso is asked again, and a test clock. */
  lastGoodKeys?: LastGoodKeysOptions;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's verified user token's fan; null for anonymous callers. */
    user: SignedInUser | null;
  }
}

const USER_AUTHORIZATION_HEADER = 'user-authorization';

/** `{SSO_URL}/.well-known/jwks.json`, keeping any path the sso is mounted under. */
export function jwksUrl(ssoUrl: string): URL {
  return new URL('.well-known/jwks.json', ssoUrl.endsWith('/') ? ssoUrl : `${ssoUrl}/`);
}

/** Nickname of a fan whose token carries none (`users.nickname` is required). */
const DEFAULT_NICKNAME = 'Kibic';
const MAX_NICKNAME = 100;

/** Whether the request carries a user token at all (even an empty or invalid one). */
export function hasUserToken(request: FastifyRequest): boolean {
  return request.headers[USER_AUTHORIZATION_HEADER] !== undefined || request.user !== null;
}

/**
 * Errors that mean the token itself is bad (forged, expired, wrong audience, issuer or
 * algorithm, unknown key): 401 so the site refreshes and retries. Anything else while
 * verifying (the JWKS cannot be fetched or read) is the sso being unreachable: 503.
 */
const TOKEN_ERRORS = [
  errors.JWTClaimValidationFailed,
  errors.JWTExpired,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

const unauthorized = () => new ApiError(401, 'Unauthorized');

/** The token of a `User-Authorization` value: raw, or after a `Bearer ` prefix. */
function tokenOf(header: string | string[]): string {
  const value = Array.isArray(header) ? (header.length === 1 ? header[0] : '') : header;
  return (value ?? '').trim().replace(/^Bearer\s+/i, '');
}

/** The `roles` claim: at most 10 short names; anything else counts as no role at all. */
const rolesClaimSchema = z.array(z.string().min(1).max(32)).max(10);

export function rolesOf(payload: JWTPayload): readonly string[] {
  const parsed = rolesClaimSchema.safeParse(payload.roles);
  return parsed.success ? parsed.data : [];
}

function nicknameOf(payload: JWTPayload): string | null {
  const { nickname } = payload;
  if (typeof nickname !== 'string') return null;
  const trimmed = nickname.trim().slice(0, MAX_NICKNAME);
  return trimmed === '' ? null : trimmed;
}

/**
 * Finds or creates `users` rows by `sub`, keeping a small in-memory map so a fan's repeated
 * requests do not touch the database; a changed `nickname` claim is written through.
 */
export class UserDirectory {
  private readonly known: LRUCache<string, { id: number; nickname: string | null }>;

  constructor(
    private readonly db: Drizzle,
    options: { max?: number; ttlMs?: number } = {},
  ) {
    this.known = new LRUCache({ max: options.max ?? 5000, ttl: options.ttlMs ?? 10 * 60_000 });
  }

  async resolve(
    sub: string,
    nickname: string | null,
    roles: readonly string[] = [],
  ): Promise<SignedInUser> {
    const cached = this.known.get(sub);
    if (cached && (nickname === null || nickname === cached.nickname)) {
      return { id: cached.id, sub, roles };
    }
    const id = await this.upsert(sub, nickname);
    this.known.set(sub, { id, nickname: nickname ?? cached?.nickname ?? null });
    return { id, sub, roles };
  }

  private async upsert(sub: string, nickname: string | null): Promise<number> {
    const inserted = await this.db
      .insert(users)
      .values({ sub, nickname: nickname ?? DEFAULT_NICKNAME })
      .onConflictDoUpdate(
        nickname === null
          ? // No claim: keep the stored nickname; the no-op update only returns the id.
            { target: users.sub, set: { nickname: sql`${users.nickname}` } }
          : {
              target: users.sub,
              set: { nickname },
              setWhere: sql`${users.nickname} is distinct from ${nickname}`,
            },
      )
      .returning({ id: users.id });
    const row =
      inserted[0] ??
      (
        await this.db
          .select({ id: users.id })
          .from(users)
          .where(sql`${users.sub} = ${sub}`)
          .limit(1)
      )[0];
    if (!row) throw new Error(`users row for ${sub} vanished`);
    return row.id;
  }

  get size(): number {
    return this.known.size;
  }
}

/** Verifies a token against the sso's keys; the verified payload, or a 401 / 503 ApiError. */
async function verifyUserToken(
  token: string,
  options: UserTokenOptions,
): Promise<JWTPayload & { sub: string }> {
  if (token === '') throw unauthorized();
  try {
    const { payload } = await jwtVerify(token, options.keys, {
      algorithms: [...USER_TOKEN_ALGORITHMS],
      issuer: options.issuer,
      audience: CONTENT_API_AUDIENCE,
      requiredClaims: ['exp', 'nbf', 'sub', 'iat'],
      clockTolerance: '5s',
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw unauthorized();
    return { ...payload, sub: payload.sub };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (TOKEN_ERRORS.some((type) => error instanceof type)) throw unauthorized();
    throw new ApiError(503, 'The sign-in service is unavailable');
  }
}

/**
 * Decorates every request with `user` (null) and returns the hook that, on a request carrying
 * `User-Authorization`, verifies the token (docs/sso.md "The content API side") and sets the
 * fan. Without `options` nothing can be verified, so any such header answers 401.
 */
export function registerUserTokens(
  app: FastifyInstance,
  db: Drizzle,
  options: UserTokenOptions | undefined,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  app.decorateRequest('user', null);
  const directory = new UserDirectory(db);
  const verifier: UserTokenOptions | undefined = options && {
    ...options,
    keys: keepLastGoodKeys(options.keys, {
      onFallback: (error) => {
        app.log.warn({ err: error }, 'the sso key set cannot be fetched: using the last good one');
      },
      ...options.lastGoodKeys,
    }),
  };
  return async (request, reply) => {
    const header = request.headers[USER_AUTHORIZATION_HEADER];
    if (header === undefined) return;
    // Whatever comes of it (a private read, a 401, a 503), the answer is this caller's alone.
    reply.header('cache-control', 'private, no-store');
    if (!verifier) throw unauthorized();
    const payload = await verifyUserToken(tokenOf(header), verifier);
    request.user = await directory.resolve(payload.sub, nicknameOf(payload), rolesOf(payload));
  };
}
