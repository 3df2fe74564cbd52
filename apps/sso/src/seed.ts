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
 * The demo editor (docs/sso.md "Roles"): the demo password and the `editor` role, so it may
 * write live coverage through the content API. `DEV` only: a known password must never open
 * the write routes of a real site, so neither a `PROD`/`TEST`/`INT` start nor `npm run seed`
 * creates it.
 */
export const DEMO_EDITOR = {
  email: 'redakcja@example.com',
  fanSub: 'demo-editor-0001',
  nickname: 'Redakcja',
  roles: ['editor'],
} as const;

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
 * Creates the demo editor unless its e-mail is taken (an existing account is left as it is),
 * also in a database seeded before the editor existed. Called with the demo fans on a `DEV`
 * start only (`buildSso`'s `seedDemoAccounts`).
 */
export async function seedDemoEditor(
  database: Database,
  passwords: Passwords,
): Promise<{ created: boolean }> {
  if (await findAccountByEmail(database.db, DEMO_EDITOR.email)) return { created: false };
  const { roles, ...account } = DEMO_EDITOR;
  const created = await createAccountWithRoles(
    database.db,
    { ...account, passwordHash: await passwords.hash(DEMO_PASSWORD) },
    roles,
  );
  return { created: created !== null };
}

/**
 * The sso's half of `npm run seed` (`scripts/seed.ts`): migrations, then the demo accounts into
 * a database without accounts, in any APP_ENV (the fans only: the demo editor is `DEV`-only,
 * created by a `DEV` start, see `seedDemoEditor`). The signing keys are not demo data: the sso
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
