import { eq, sql } from 'drizzle-orm';
import { ssoAccounts } from '@trybuna/db/schema';
import type { Executor } from './executor';

export type Account = typeof ssoAccounts.$inferSelect;
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
  const rows = await db
    .insert(ssoAccounts)
    .values({ ...account, email: account.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function countAccounts(db: Executor): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(ssoAccounts);
  return rows[0]?.n ?? 0;
}
