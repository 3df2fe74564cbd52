import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '@trybuna/db/testing';
import { DEMO_FANS } from '@trybuna/db/seed';
import { Passwords } from '../src/lib/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../src/seed';
import { FAN, signIn, startSso, TEST_PASSWORD_COST } from './support/sso';

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
