import { eq, sql } from 'drizzle-orm';
import type { Drizzle } from '@trybuna/db';
import { ssoAccounts } from '@trybuna/db/schema';
import type { Executor } from './executor';

export type Account = typeof ssoAccounts.$inferSelect;
/** What registration may write: never `roles` (docs/sso.md "Roles"). */
export type NewAccount = Pick<
  typeof ssoAccounts.$inferInsert,
  'fanSub' | 'email' | 'passwordHash' | 'nickname'
>;

/** Accounts are found by their lowercased e-mail. */
export async function findAccountByEmail(db: Executor, email: string): Promise<Account | null> {
  const rows = await db
    .select()
    .from(ssoAccounts)
    .where(eq(ssoAccounts.email, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAccountByFanSub(db: Executor, fanSub: string): Promise<Account | null> {
  const rows = await db.select().from(ssoAccounts).where(eq(ssoAccounts.fanSub, fanSub)).limit(1);
  return rows[0] ?? null;
}

export async function findAccountById(db: Executor, id: number): Promise<Account | null> {
  const rows = await db.select().from(ssoAccounts).where(eq(ssoAccounts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The new account, or `null` when the e-mail (or, never in practice, the fan_sub) is taken. */
export async function createAccount(db: Executor, account: NewAccount): Promise<Account | null> {
  return insertAccount(db, account, []);
}

/**
 * An account with roles (the demo editor): for the service's own seeding and operators only,
 * never reachable from a form. `null` when the e-mail is taken, like `createAccount`.
 */
export async function createAccountWithRoles(
  db: Executor,
  account: NewAccount,
  roles: readonly string[],
): Promise<Account | null> {
  return insertAccount(db, account, roles);
}

async function insertAccount(
  db: Executor,
  account: NewAccount,
  roles: readonly string[],
): Promise<Account | null> {
  const { fanSub, email, passwordHash, nickname } = account;
  const rows = await db
    .insert(ssoAccounts)
    .values({ fanSub, email: email.toLowerCase(), passwordHash, nickname, roles: [...roles] })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Replaces an account's roles; tokens issued from then on (next refresh) carry the new ones. */
export async function setAccountRoles(
  db: Executor,
  fanSub: string,
  roles: readonly string[],
): Promise<boolean> {
  const rows = await db
    .update(ssoAccounts)
    .set({ roles: [...roles] })
    .where(eq(ssoAccounts.fanSub, fanSub))
    .returning({ id: ssoAccounts.id });
  return rows.length > 0;
}

/** What `changeRolesByEmail` did: the account, its roles before and after (equal: no write). */
export interface RolesChanged {
  account: Account;
  before: string[];
  after: string[];
}

/**
 * Reads the account of `email` (locked for update) and replaces its roles with what `decide`
 * makes of them, in one transaction: two changes to one account never lose each other.
 * `decide` answers `null` to write nothing (a refused change). `null` when no account has the
 * e-mail; `after` equals `before` when nothing was written.
 */
export async function changeRolesByEmail(
  db: Drizzle,
  email: string,
  decide: (account: Account) => readonly string[] | null,
): Promise<RolesChanged | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(ssoAccounts)
      .where(eq(ssoAccounts.email, email.toLowerCase()))
      .limit(1)
      .for('update');
    const account = rows[0];
    if (!account) return null;
    const before = [...account.roles];
    const next = decide(account);
    if (next === null || sameRoles(before, next)) return { account, before, after: before };
    const after = [...next];
    await tx.update(ssoAccounts).set({ roles: after }).where(eq(ssoAccounts.id, account.id));
    return { account: { ...account, roles: after }, before, after };
  });
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role, index) => b[index] === role);
}

export async function countAccounts(db: Executor): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(ssoAccounts);
  return rows[0]?.n ?? 0;
}
