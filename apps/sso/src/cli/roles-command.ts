import { asc, sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import { ssoAccounts } from '@trybuna/db/schema';
import { isRole, ROLES, type Role } from '@trybuna/domain';
import { changeRoles } from '../lib/role-changes';
import type { SecurityLog } from '../lib/security-events';
import { findAccountByEmail } from '../repositories/accounts';

export const ROLES_USAGE = [
  'usage: npm run roles -- grant <e-mail> <role> [<role> …]',
  '       npm run roles -- revoke <e-mail> <role> [<role> …]',
  '       npm run roles -- show <e-mail>',
  '       npm run roles -- list',
  `roles: ${ROLES.join(', ')}`,
].join('\n');

export interface RolesCommandIo {
  database: Database;
  /** What the operator reads (the e-mail they typed may appear here, never in `log`). */
  out: (line: string) => void;
  err: (line: string) => void;
  /** Where the `role_changed` security event goes (the service's log format). */
  log: SecurityLog;
}

const shown = (roles: readonly string[]) => (roles.length > 0 ? roles.join(', ') : '(none)');

/**
 * `npm run roles -- …` (docs/sso.md "Granting roles"): the operator grants, revokes, shows and
 * lists roles on the sso's database, e.g. the first admin. Each change is logged as a
 * `role_changed` security event with the actor `operator`. Returns the exit status: 0 done,
 * 1 no such account, 2 a wrong command or role name.
 */
export async function runRolesCommand(
  args: readonly string[],
  io: RolesCommandIo,
): Promise<number> {
  const [command, email, ...names] = args;
  const usage = (problem: string) => {
    io.err(`${problem}\n${ROLES_USAGE}`);
    return 2;
  };
  if (command === 'list' && email === undefined) {
    const rows = await io.database.db
      .select({ email: ssoAccounts.email, roles: ssoAccounts.roles })
      .from(ssoAccounts)
      .where(sql`cardinality(${ssoAccounts.roles}) > 0`)
      .orderBy(asc(ssoAccounts.email));
    if (rows.length === 0) io.out('no account has a role');
    for (const row of rows) io.out(`${row.email}: ${shown(row.roles)}`);
    return 0;
  }
  if (command !== 'grant' && command !== 'revoke' && command !== 'show') {
    return usage(command === undefined ? 'name a command' : `unknown command ${command}`);
  }
  if (email === undefined || email.trim() === '') return usage('an e-mail is needed');
  if (command === 'show' && names.length === 0) {
    const account = await findAccountByEmail(io.database.db, email.trim());
    if (!account) {
      io.err(`no account has the e-mail ${email}`);
      return 1;
    }
    io.out(`${account.email}: ${shown(account.roles)}`);
    return 0;
  }
  if (command === 'show') return usage('show takes one e-mail');
  if (names.length === 0) return usage('name at least one role');
  const unknown = names.filter((name) => !isRole(name));
  if (unknown.length > 0) return usage(`not a role: ${unknown.join(', ')}`);
  const result = await changeRoles(io.database, {
    email: email.trim(),
    change: { kind: command, roles: names as Role[] },
    actor: 'operator',
    log: io.log,
  });
  if (result.status !== 'done') {
    io.err(`no account has the e-mail ${email}`);
    return 1;
  }
  const what = result.changed ? 'roles changed' : 'roles unchanged';
  io.out(`${result.account.email}: ${what}: ${shown(result.before)} -> ${shown(result.after)}`);
  return 0;
}
