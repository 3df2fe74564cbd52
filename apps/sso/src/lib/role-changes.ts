import type { Database } from '@trybuna/db';
import { ADMIN_ROLE, isRole, ROLES, type Role } from '@trybuna/domain';
import { changeRolesByEmail, type Account } from '../repositories/accounts';
import { logSecurityEvent, type SecurityLog } from './security-events';

/** How roles change: the role page sets the ticked ones; `npm run roles` grants or revokes. */
export type RoleChange =
  { kind: 'set'; roles: readonly Role[] } | { kind: 'grant' | 'revoke'; roles: readonly Role[] };

/** Who changes them: a signed-in admin (the role page) or the operator (`npm run roles`). */
export type RoleActor = { account: Account } | 'operator';

export type RoleChangeResult =
  | { status: 'unknown-account' }
  /** An admin taking away their own `admin` (refused: nobody could grant it back but the operator). */
  | { status: 'own-admin'; account: Account }
  | { status: 'done'; account: Account; before: string[]; after: string[]; changed: boolean };

/**
 * The roles in `ROLES` order, each once; names that are not roles (none are written, but the
 * column is free text) are kept after them, as they were: the page cannot show them, so it
 * never drops them.
 */
function normaliseRoles(roles: readonly string[]): string[] {
  const known = ROLES.filter((role) => roles.includes(role));
  const unknown = roles.filter((role, index) => !isRole(role) && roles.indexOf(role) === index);
  return [...known, ...unknown];
}

/** Whether two role lists hold the same names (order and repeats aside). */
function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((role) => right.has(role));
}

/** The roles after `change` (normalised). */
function rolesAfter(before: readonly string[], change: RoleChange): string[] {
  const unknown = before.filter((role) => !isRole(role));
  switch (change.kind) {
    case 'set':
      return normaliseRoles([...change.roles, ...unknown]);
    case 'grant':
      return normaliseRoles([...before, ...change.roles]);
    case 'revoke':
      return normaliseRoles(before.filter((role) => !(change.roles as string[]).includes(role)));
  }
}

/**
 * Changes the roles of the account with `email` in one transaction and logs a `role_changed`
 * security event when they changed (actor and account ids, roles before and after; never the
 * e-mail). An admin cannot take away their own `admin` (`own-admin`, nothing written); the
 * operator can take it from anyone.
 */
export async function changeRoles(
  database: Database,
  input: { email: string; change: RoleChange; actor: RoleActor; log: SecurityLog },
): Promise<RoleChangeResult> {
  const { actor } = input;
  let ownAdmin = false as boolean; // set by the callback below
  const result = await changeRolesByEmail(database.db, input.email, (account) => {
    const after = rolesAfter(account.roles, input.change);
    const self = actor !== 'operator' && actor.account.id === account.id;
    if (self && account.roles.includes(ADMIN_ROLE) && !after.includes(ADMIN_ROLE)) {
      ownAdmin = true;
      return null;
    }
    return sameRoles(account.roles, after) ? null : after;
  });
  if (!result) return { status: 'unknown-account' };
  if (ownAdmin) return { status: 'own-admin', account: result.account };
  const changed = !sameRoles(result.before, result.after);
  if (changed) {
    logSecurityEvent(input.log, 'role_changed', {
      actor: actor === 'operator' ? 'operator' : actor.account.fanSub,
      account: result.account.fanSub,
      before: result.before,
      after: result.after,
    });
  }
  return { status: 'done', ...result, changed };
}
