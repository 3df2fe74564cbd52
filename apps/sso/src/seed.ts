import type { Database } from '@trybuna/db';
import type { Passwords } from './lib/passwords';
import { countAccounts, createAccount } from './repositories/accounts';

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
 * Creates the demo accounts when there are no accounts at all (a second run does nothing).
 * `server.ts` calls it (through `buildSso`'s `seedDemoAccounts`) in `DEV` only; in `PROD`,
 * `TEST` and `INT` only `npm run seed` does (`seedSsoDemo`).
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
 * The sso's half of `npm run seed` (`scripts/seed.ts`): migrations, then the demo accounts into
 * a database without accounts, in any APP_ENV. The signing keys are not demo data: the sso
 * creates them on first use in every environment.
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
