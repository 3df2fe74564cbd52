import type { Database } from '@trybuna/db';
import type { Passwords } from './lib/passwords';
import {
  countAccounts,
  createAccount,
  createAccountWithRoles,
  findAccountByEmail,
} from './repositories/accounts';

/** The demo accounts' password (docs/sso.md "Demo accounts"). */
export const DEMO_PASSWORD = 'Trybuna!2026';

/**
 * The demo fans' accounts. `fanSub` and `nickname` are the content API's `DEMO_FANS`
 * (`@trybuna/db/seed`, not imported here: it pulls the image tooling into the bundle; a test
 * checks the two lists agree).
 */
export const DEMO_ACCOUNTS = [
  { email: 'fan@example.com', fanSub: 'demo-fan-0001', nickname: 'KibicSokoła' },
  { email: 'kibic2@example.com', fanSub: 'demo-fan-0002', nickname: 'Ultra_1927' },
  { email: 'kibic3@example.com', fanSub: 'demo-fan-0003', nickname: 'ZawszeWierni' },
] as const;

/**
 * The demo staff (docs/sso.md "Roles", "Demo accounts"): one account per role, each with the
 * demo password. `DEV` only: a known password must never open the write or personal-data
 * routes of a real site, so neither a `PROD`/`TEST`/`INT` start nor `npm run seed` creates them.
 */
export const DEMO_STAFF = [
  {
    email: 'redakcja@example.com',
    fanSub: 'demo-editor-0001',
    nickname: 'Redakcja',
    roles: ['editor'],
  },
  {
    email: 'moderacja@example.com',
    fanSub: 'demo-moderator-0001',
    nickname: 'Moderacja',
    roles: ['moderator'],
  },
  {
    email: 'formularze@example.com',
    fanSub: 'demo-forms-0001',
    nickname: 'Formularze',
    roles: ['forms'],
  },
  {
    email: 'admin@example.com',
    fanSub: 'demo-admin-0001',
    nickname: 'Administracja',
    roles: ['admin'],
  },
] as const;

/** The demo editor (live coverage; `npm run simulate` and the e2e sign in as it). */
export const DEMO_EDITOR = DEMO_STAFF[0];

/** Every demo e-mail: the fans (`npm run seed`, `DEV`) and the staff (`DEV` only). */
export const DEMO_EMAILS: readonly string[] = [
  ...DEMO_ACCOUNTS.map((account) => account.email),
  ...DEMO_STAFF.map((account) => account.email),
];

/**
 * Creates the demo accounts when there are no accounts at all (a second run does nothing).
 * `server.ts` calls it (through `buildSso`'s `seedDemoAccounts`) in `DEV` only; in `TEST` and
 * `INT` only `npm run seed` does (`seedSsoDemo`), never in `PROD` (a `PROD` start refuses a
 * database holding demo accounts: `production-check.ts`).
 */
export async function seedDemoAccounts(
  database: Database,
  passwords: Passwords,
): Promise<{ seeded: boolean }> {
  if ((await countAccounts(database.db)) > 0) return { seeded: false };
  for (const account of DEMO_ACCOUNTS) {
    await createAccount(database.db, {
      ...account,
      passwordHash: await passwords.hash(DEMO_PASSWORD),
    });
  }
  return { seeded: true };
}

/**
 * Creates each demo staff account whose e-mail is free (an existing account holding one is
 * left as it is, no role granted), also in a database seeded before they existed. Called with
 * the demo fans on a `DEV` start only (`buildSso`'s `seedDemoAccounts`). Returns the e-mails
 * created.
 */
export async function seedDemoStaff(
  database: Database,
  passwords: Passwords,
): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const { roles, ...account } of DEMO_STAFF) {
    if (await findAccountByEmail(database.db, account.email)) continue;
    const row = await createAccountWithRoles(
      database.db,
      { ...account, passwordHash: await passwords.hash(DEMO_PASSWORD) },
      roles,
    );
    if (row) created.push(row.email);
  }
  return { created };
}

/**
 * The sso's half of `npm run seed` (`scripts/seed.ts`): migrations, then the demo accounts into
 * a database without accounts, in any APP_ENV but PROD (`scripts/seed.ts` refuses that). The
 * fans only: the demo staff are `DEV`-only, created by a `DEV` start (`seedDemoStaff`). The
 * signing keys are not demo data: the sso creates them on first use in every environment.
 */
export async function seedSsoDemo(
  database: Database,
  passwords: Passwords,
  log: (message: string) => void,
): Promise<{ seeded: boolean }> {
  await database.migrate();
  const result = await seedDemoAccounts(database, passwords);
  log(
    result.seeded
      ? `sso: demo accounts created (${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}; password in the README)`
      : 'sso: the database has accounts already, no demo accounts created',
  );
  return result;
}
