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

/** The role that may write live coverage (the API's `EDITOR_ROLE`). */
export const EDITOR_ROLE = 'editor';
