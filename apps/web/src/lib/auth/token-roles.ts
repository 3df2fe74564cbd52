import { decodeJwt } from 'jose';

/**
 * The sso roles a user token names (its `roles` claim, docs/sso.md "Roles"), read without
 * verifying it: a hint for what the page offers (the match desk's controls). The content API
 * verifies the token and its roles on every write.
 */
export function tokenRoles(token: string | null): string[] {
  if (!token) return [];
  try {
    const { roles } = decodeJwt(token);
    return Array.isArray(roles)
      ? roles.filter((role): role is string => typeof role === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * The role names the API checks (`@trybuna/domain` roles.ts, docs/security.md "Roles"): the
 * match desk is `editor`'s (no page offers comment moderation, the `moderator`'s duty).
 */
export { EDITOR_ROLE } from '@trybuna/domain';
