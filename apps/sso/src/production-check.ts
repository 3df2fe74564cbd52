import { desc, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import { ssoAccounts } from '@trybuna/db/schema';
import type { Passwords } from './lib/passwords';
import { DEMO_EMAILS, DEMO_PASSWORD } from './seed';

/** Every `fan_sub` the seed writes starts so (registration's are UUIDs). */
const DEMO_FAN_SUB_PREFIX = 'demo-';

/** At most this many role holders have their hash tried against the demo password. */
export const ROLE_HOLDERS_CHECKED = 200;

/** Hashes tried at once (scrypt runs on libuv's four threads). */
const PARALLEL_HASHES = 4;

export interface DemoDataFound {
  /** Demo accounts by e-mail or demo `fan_sub` (their e-mails are public: the README's). */
  demoAccounts: string[];
  /** Role holders (by `fan_sub`) whose password is the published demo password. */
  demoPasswordHolders: string[];
  /** Role holders there were beyond `ROLE_HOLDERS_CHECKED` (not tried). */
  unchecked: number;
}

/**
 * What a `PROD` start refuses (docs/sso.md "Demo accounts in PROD"): (1) any account with one of
 * the demo e-mails (fans and staff) or a `fan_sub` starting `demo-` (the seed's: a demo account
 * whose e-mail was changed keeps it), one query; (2) any account holding a role, up to the 200
 * newest, whose password verifies against the demo password (a real staff account given the
 * published password, e.g. a copied hash). Fans' own passwords are not tried: the seed is the
 * only thing that makes demo accounts, and it always writes the demo e-mails and `demo-` ids,
 * which (1) finds; a fan who picks that password opens nothing but their own account, and
 * refusing a start for it would let anyone block a production restart by registering; trying
 * every hash (scrypt, tens of ms each) would also take hours on a big table.
 */
export async function findDemoData(
  database: Database,
  passwords: Passwords,
): Promise<DemoDataFound> {
  const demo = await database.db
    .select({ email: ssoAccounts.email, fanSub: ssoAccounts.fanSub })
    .from(ssoAccounts)
    .where(
      or(
        inArray(ssoAccounts.email, [...DEMO_EMAILS]),
        like(ssoAccounts.fanSub, `${DEMO_FAN_SUB_PREFIX}%`),
      ),
    )
    .orderBy(ssoAccounts.id);
  const holders = await database.db
    .select({ fanSub: ssoAccounts.fanSub, passwordHash: ssoAccounts.passwordHash })
    .from(ssoAccounts)
    .where(sql`cardinality(${ssoAccounts.roles}) > 0`)
    .orderBy(desc(ssoAccounts.id))
    .limit(ROLE_HOLDERS_CHECKED);
  const counted = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ssoAccounts)
    .where(sql`cardinality(${ssoAccounts.roles}) > 0`);
  const holderCount = counted[0]?.n ?? 0;
  const tried = holders;
  const demoPasswordHolders: string[] = [];
  for (let i = 0; i < tried.length; i += PARALLEL_HASHES) {
    const batch = tried.slice(i, i + PARALLEL_HASHES);
    const matches = await Promise.all(
      batch.map((holder) => passwords.verify(DEMO_PASSWORD, holder.passwordHash)),
    );
    batch.forEach((holder, index) => {
      if (matches[index]) demoPasswordHolders.push(holder.fanSub);
    });
  }
  return {
    demoAccounts: demo.map((row) => (DEMO_EMAILS.includes(row.email) ? row.email : row.fanSub)),
    demoPasswordHolders,
    unchecked: Math.max(0, holderCount - tried.length),
  };
}

/** The one line a `PROD` start refuses with, or `null` when the database holds no demo data. */
export function demoDataRefusal(found: DemoDataFound): string | null {
  const problems: string[] = [];
  if (found.demoAccounts.length > 0) {
    problems.push(`demo accounts (${found.demoAccounts.join(', ')})`);
  }
  if (found.demoPasswordHolders.length > 0) {
    problems.push(
      `accounts with roles whose password is the published demo password (${found.demoPasswordHolders.join(', ')})`,
    );
  }
  if (problems.length === 0) return null;
  return (
    `sso: APP_ENV=PROD refused: the database holds ${problems.join(' and ')}; ` +
    'remove them or start on a database without the demo (docs/sso.md "Demo accounts in PROD")'
  );
}
