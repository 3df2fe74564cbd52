import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, parentKey, time } from './columns';

/**
 * The fan-account service's own tables (`apps/sso`, docs/sso.md). Secrets are never stored as
 * given: session tokens, auth-return hashes and refresh tokens are kept as their SHA-256, and
 * passwords as scrypt hashes.
 */

/** A JSON Web Key as stored (validated by the service when read). */
export type StoredJwk = Record<string, unknown>;

/** Fan accounts: `fan_sub` is the `sub` of every token and the content API's `users.sub`. */
export const ssoAccounts = pgTable('sso_accounts', {
  id: id(),
  fanSub: text('fan_sub').notNull().unique(),
  /** Always stored lowercased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  avatarUrl: text('avatar_url'),
  /**
   * Roles signed into the content-API token as the `roles` claim (docs/sso.md "Roles"): empty
   * for fans, `['editor']` for editors. Set by operators, never by a form a fan can post.
   */
  roles: text('roles').array().notNull().default([]),
  createdAt: createdAt(),
});

/** ES256 signing key pairs; `kid` is the public key's JWK thumbprint. */
export const ssoSigningKeys = pgTable('sso_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<StoredJwk>().notNull(),
  publicJwk: jsonb('public_jwk').$type<StoredJwk>().notNull(),
  createdAt: createdAt(),
});

/** Browser sessions of the account service (the `trybuna_sso_session` cookie). */
export const ssoSessions = pgTable(
  'sso_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: parentKey('account_id', () => ssoAccounts.id),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
  },
  (table) => [index('sso_sessions_account_id_idx').on(table.accountId)],
);

/** One-time auth-return codes (`hash` on `backurl`), bound to an application and a session. */
export const ssoAuthHashes = pgTable(
  'sso_auth_hashes',
  {
    id: id(),
    hashHash: text('hash_hash').notNull().unique(),
    accountId: parentKey('account_id', () => ssoAccounts.id),
    applicationId: text('application_id').notNull(),
    sessionId: parentKey('session_id', () => ssoSessions.id),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (table) => [index('sso_auth_hashes_session_id_idx').on(table.sessionId)],
);

/** Rotating refresh tokens; a family is one sign-in, revoked as a whole on replay. */
export const ssoRefreshTokens = pgTable(
  'sso_refresh_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    accountId: parentKey('account_id', () => ssoAccounts.id),
    sessionId: parentKey('session_id', () => ssoSessions.id),
    applicationId: text('application_id').notNull(),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    revokedAt: time('revoked_at'),
  },
  (table) => [
    index('sso_refresh_tokens_family_id_idx').on(table.familyId),
    index('sso_refresh_tokens_session_id_idx').on(table.sessionId),
  ],
);
