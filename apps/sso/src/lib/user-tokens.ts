import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { CONTENT_API_AUDIENCE, USER_TOKEN_ALGORITHMS } from '@trybuna/domain';
import type { SsoSettings } from '../settings';
import { SIGNING_ALGORITHM, type KeyRing } from './signing-keys';

export interface TokenSubject {
  fanSub: string;
  nickname: string;
  /**
   * The account's roles as stored (docs/sso.md "Roles"), read from the database each time
   * tokens are issued; signed into the content-API `token` only, and only when not empty.
   */
  roles: readonly string[];
}

/** The `roles` claim of the content API's token: none at all for an account without roles. */
function rolesClaim(subject: TokenSubject): { roles?: string[] } {
  const roles = [...new Set(subject.roles)];
  return roles.length > 0 ? { roles } : {};
}

/** The claims an id_token must carry once its signature and dates are checked. */
const idTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  nickname: z.string().optional(),
});

export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;

/** Signs and checks the fans' JWTs (docs/sso.md: `id_token` and `token`). */
export class UserTokens {
  readonly #keys: KeyRing;
  readonly #settings: SsoSettings;

  constructor(keys: KeyRing, settings: SsoSettings) {
    this.#keys = keys;
    this.#settings = settings;
  }

  async #sign(
    subject: TokenSubject,
    audience: string,
    claims: { roles?: string[] } = {},
  ): Promise<string> {
    const keys = await this.#keys.get();
    const now = Math.floor(this.#settings.now().getTime() / 1000);
    return new SignJWT({ nickname: subject.nickname, ...claims })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: keys.kid, typ: 'JWT' })
      .setIssuer(this.#settings.publicUrl)
      .setSubject(subject.fanSub)
      .setAudience(audience)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + this.#settings.tokenTtlSeconds)
      .setJti(randomUUID())
      .sign(keys.privateKey);
  }

  /**
   * `id_token` (for the sso, `aud` = the application) and `token` (for the content API, with
   * the account's `roles` when it has any: the API's editor routes check them).
   */
  async issue(
    subject: TokenSubject,
    applicationId: string,
  ): Promise<{ id_token: string; token: string }> {
    const [idToken, token] = await Promise.all([
      this.#sign(subject, applicationId),
      this.#sign(subject, CONTENT_API_AUDIENCE, rolesClaim(subject)),
    ]);
    return { id_token: idToken, token };
  }

  /** The claims of a valid id_token of a known application, or `null` for anything else. */
  async verifyIdToken(token: string): Promise<IdTokenClaims | null> {
    const keys = await this.#keys.get();
    try {
      const { payload } = await jwtVerify(token, keys.keySet, {
        algorithms: [...USER_TOKEN_ALGORITHMS],
        issuer: this.#settings.publicUrl,
        audience: [...this.#settings.applications],
        requiredClaims: ['exp', 'nbf', 'sub'],
        currentDate: this.#settings.now(),
      });
      const claims = idTokenClaimsSchema.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
}
