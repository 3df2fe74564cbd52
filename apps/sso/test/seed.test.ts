import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '@trybuna/config/env';
import type { Database } from '@trybuna/db';
import { testDatabase } from '@trybuna/db/testing';
import { DEMO_FANS } from '@trybuna/db/seed';
import { Passwords } from '../src/lib/passwords';
import { buildSso } from '../src/app';
import { createAccount } from '../src/repositories/accounts';
import {
  DEMO_ACCOUNTS,
  DEMO_EDITOR,
  DEMO_PASSWORD,
  DEMO_STAFF,
  seedDemoAccounts,
  seedDemoStaff,
  seedSsoDemo,
} from '../src/seed';
import { FAN, signIn, SSO_URL, startSso, TEST_PASSWORD_COST } from './support/sso';

/** The demo accounts a `DEV` start creates, in `fan_sub` order. */
const DEV_DEMO_EMAILS = [
  'admin@example.com',
  'redakcja@example.com',
  'fan@example.com',
  'kibic2@example.com',
  'kibic3@example.com',
  'formularze@example.com',
  'moderacja@example.com',
];

async function accountRoles(database: Database): Promise<Record<string, string[]>> {
  const rows = await database.query<{ email: string; roles: string[] }>(
    sql`select email, roles from sso_accounts order by fan_sub`,
  );
  return Object.fromEntries(rows.map((row) => [row.email, row.roles]));
}

async function accountEmails(database: Database): Promise<string[]> {
  const rows = await database.query<{ email: string }>(
    sql`select email from sso_accounts order by fan_sub`,
  );
  return rows.map((row) => row.email);
}

describe('migrations and demo accounts', () => {
  it('are idempotent: migrate and seed twice, three accounts', async () => {
    const database = await testDatabase();
    try {
      const passwords = new Passwords(TEST_PASSWORD_COST);
      await database.migrate();
      expect(await seedDemoAccounts(database, passwords)).toEqual({ seeded: true });
      await database.migrate();
      expect(await seedDemoAccounts(database, passwords)).toEqual({ seeded: false });
      const rows = await database.query<{ email: string; fan_sub: string }>(
        sql`select email, fan_sub from sso_accounts order by fan_sub`,
      );
      expect(rows).toEqual(DEMO_ACCOUNTS.map((a) => ({ email: a.email, fan_sub: a.fanSub })));
    } finally {
      await database.close();
    }
  });

  it("match the content API's demo fans", () => {
    expect(DEMO_ACCOUNTS.map(({ fanSub, nickname }) => ({ sub: fanSub, nickname }))).toEqual(
      DEMO_FANS.map(({ sub, nickname }) => ({ sub, nickname })),
    );
  });

  it('sign in with the demo password', async () => {
    const sso = await startSso();
    try {
      expect(FAN.password).toBe(DEMO_PASSWORD);
      for (const account of DEMO_ACCOUNTS) {
        const { hash } = await signIn(sso.app, { email: account.email, password: DEMO_PASSWORD });
        expect(hash).toBeTruthy();
      }
    } finally {
      await sso.close();
    }
  });
});

describe('demo accounts only when asked (issue 14 item 4)', () => {
  it.each(['PROD', 'TEST', 'INT'])(
    '%s start on an empty database: no account, but a signing key',
    async (appEnv) => {
      const sso = await startSso({ seedDemoAccounts: loadEnv({ APP_ENV: appEnv }).demoData });
      try {
        expect(await accountEmails(sso.database)).toEqual([]);
        const jwks = await sso.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
        expect(jwks.statusCode).toBe(200);
        expect(jwks.json<{ keys: unknown[] }>().keys).toHaveLength(1);
        await expect(
          signIn(sso.app, { email: FAN.email, password: DEMO_PASSWORD }),
        ).rejects.toThrow(/sign-in failed/);
        for (const staff of DEMO_STAFF) {
          await expect(
            signIn(sso.app, { email: staff.email, password: DEMO_PASSWORD }),
          ).rejects.toThrow(/sign-in failed/);
        }
      } finally {
        await sso.close();
      }
    },
  );

  it('DEV start (the default) on an empty database: the three demo fans and one account per role', async () => {
    const sso = await startSso({ seedDemoAccounts: loadEnv({}).demoData });
    try {
      expect(await accountEmails(sso.database)).toEqual(DEV_DEMO_EMAILS);
      expect(await accountRoles(sso.database)).toEqual({
        'admin@example.com': ['admin'],
        'redakcja@example.com': ['editor'],
        'fan@example.com': [],
        'kibic2@example.com': [],
        'kibic3@example.com': [],
        'formularze@example.com': ['forms'],
        'moderacja@example.com': ['moderator'],
      });
      for (const staff of DEMO_STAFF) {
        const { hash } = await signIn(sso.app, { email: staff.email, password: DEMO_PASSWORD });
        expect(hash).toBeTruthy();
      }
    } finally {
      await sso.close();
    }
  });

  it('DEV start on a database seeded before the staff existed: they are added, once', async () => {
    const database = await testDatabase();
    const passwords = new Passwords(TEST_PASSWORD_COST);
    await seedSsoDemo(database, passwords, () => undefined);
    expect(await accountEmails(database)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    const start = () =>
      buildSso({
        database: { ...database, close: () => Promise.resolve() },
        publicUrl: SSO_URL,
        passwordCost: TEST_PASSWORD_COST,
        seedDemoAccounts: loadEnv({ APP_ENV: 'DEV' }).demoData,
      });
    try {
      await (await start()).close();
      expect(await accountEmails(database)).toEqual(DEV_DEMO_EMAILS);
      await (await start()).close();
      expect(await accountEmails(database)).toEqual(DEV_DEMO_EMAILS);
      expect(await seedDemoStaff(database, passwords)).toEqual({ created: [] });
    } finally {
      await database.close();
    }
  });

  it('an account already holding the editor e-mail is left as it is (no role granted)', async () => {
    const database = await testDatabase();
    try {
      const passwords = new Passwords(TEST_PASSWORD_COST);
      await database.migrate();
      await createAccount(database.db, {
        fanSub: 'someone-else',
        email: DEMO_EDITOR.email,
        nickname: 'Ktoś',
        passwordHash: await passwords.hash('inne-haslo'),
      });
      expect(await seedDemoStaff(database, passwords)).toEqual({
        created: ['moderacja@example.com', 'formularze@example.com', 'admin@example.com'],
      });
      expect((await accountRoles(database))['redakcja@example.com']).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('npm run seed creates the fans on purpose (any APP_ENV), once, and says so; never the staff', async () => {
    const database = await testDatabase();
    try {
      const lines: string[] = [];
      const passwords = new Passwords(TEST_PASSWORD_COST);
      const log = (line: string) => lines.push(line);
      expect(await seedSsoDemo(database, passwords, log)).toEqual({ seeded: true });
      expect(await accountEmails(database)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
      expect(await seedSsoDemo(database, passwords, log)).toEqual({ seeded: false });
      expect(lines).toEqual([
        'sso: demo accounts created (fan@example.com, kibic2@example.com, kibic3@example.com; password in the README)',
        'sso: the database has accounts already, no demo accounts created',
      ]);
    } finally {
      await database.close();
    }
  });
});
