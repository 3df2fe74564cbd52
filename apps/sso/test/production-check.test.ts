import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUSED_START_EXIT_CODE } from '@trybuna/config/env';
import { databaseTarget, openDatabase, type Database } from '@trybuna/db';
import { testDatabase } from '@trybuna/db/testing';
import { Passwords } from '../src/lib/passwords';
import { demoDataRefusal, findDemoData, ROLE_HOLDERS_CHECKED } from '../src/production-check';
import { createAccount, createAccountWithRoles } from '../src/repositories/accounts';
import { DEMO_PASSWORD, seedDemoAccounts, seedDemoStaff } from '../src/seed';
import { TEST_PASSWORD_COST } from './support/sso';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const passwords = new Passwords(TEST_PASSWORD_COST);

/** A registered account (UUID-like `fan_sub`), with roles and a password of its own. */
async function realAccount(
  database: Database,
  fanSub: string,
  roles: string[],
  password = 'Wlasne-Haslo!2026',
) {
  await createAccountWithRoles(
    database.db,
    {
      fanSub,
      email: `${fanSub}@club.example`,
      nickname: fanSub,
      passwordHash: await passwords.hash(password),
    },
    roles,
  );
}

const refusalOf = async (database: Database) =>
  demoDataRefusal(await findDemoData(database, passwords));

describe('a PROD start refuses a database holding the demo (issue 30 item 3)', () => {
  let database: Database;
  beforeEach(async () => {
    database = await testDatabase();
    await database.migrate();
  });
  afterEach(() => database.close());

  it('an empty database, or real accounts with their own passwords: no refusal', async () => {
    expect(await refusalOf(database)).toBeNull();
    await realAccount(database, '0b9e6a52-real-admin', ['admin']);
    await realAccount(database, '5c1d2f80-real-fan', []);
    expect(await findDemoData(database, passwords)).toEqual({
      demoAccounts: [],
      demoPasswordHolders: [],
      unchecked: 0,
    });
    expect(await refusalOf(database)).toBeNull();
  });

  it('the DEV demo (fans and staff): one line naming every demo account', async () => {
    await seedDemoAccounts(database, passwords);
    await seedDemoStaff(database, passwords);
    const found = await findDemoData(database, passwords);
    expect(found.demoAccounts).toEqual([
      'fan@example.com',
      'kibic2@example.com',
      'kibic3@example.com',
      'redakcja@example.com',
      'moderacja@example.com',
      'formularze@example.com',
      'admin@example.com',
    ]);
    // The staff's password is tried too (they hold roles) and is the demo's.
    expect(found.demoPasswordHolders).toEqual([
      'demo-admin-0001',
      'demo-forms-0001',
      'demo-moderator-0001',
      'demo-editor-0001',
    ]);
    const line = demoDataRefusal(found);
    expect(line).toMatch(
      /^sso: APP_ENV=PROD refused: the database holds demo accounts \(fan@example\.com, .*admin@example\.com\) and accounts with roles whose password is the published demo password \(demo-admin-0001, .*\); remove them or start on a database without the demo \(docs\/sso\.md "Demo accounts in PROD"\)$/,
    );
    expect(line).not.toContain('\n');
  });

  it('only the demo fans (npm run seed outside PROD): refused', async () => {
    await seedDemoAccounts(database, passwords);
    expect(await refusalOf(database)).toBe(
      'sso: APP_ENV=PROD refused: the database holds demo accounts (fan@example.com, ' +
        'kibic2@example.com, kibic3@example.com); remove them or start on a database without ' +
        'the demo (docs/sso.md "Demo accounts in PROD")',
    );
  });

  it('a demo account whose e-mail was changed is still found, by its demo- id', async () => {
    await createAccount(database.db, {
      fanSub: 'demo-fan-0002',
      email: 'przemianowany@club.example',
      nickname: 'Ultra_1927',
      passwordHash: await passwords.hash('Inne-Haslo!2026'),
    });
    expect((await findDemoData(database, passwords)).demoAccounts).toEqual(['demo-fan-0002']);
  });

  it('a real account with a role and the demo password: refused, named by id only', async () => {
    await realAccount(database, '7f3a9c10-real-editor', ['editor'], DEMO_PASSWORD);
    const line = await refusalOf(database);
    expect(line).toContain(
      'accounts with roles whose password is the published demo password (7f3a9c10-real-editor)',
    );
    expect(line).not.toContain('@');
  });

  it('a fan (no role) who chose the demo password is not a reason to refuse', async () => {
    await realAccount(database, '9d8e7f60-real-fan', [], DEMO_PASSWORD);
    expect(await refusalOf(database)).toBeNull();
  });

  it(`tries at most ${String(ROLE_HOLDERS_CHECKED)} role holders (the newest) and counts the rest`, async () => {
    const rows = Array.from({ length: ROLE_HOLDERS_CHECKED + 3 }, (_, i) => ({
      fanSub: `holder-${String(i).padStart(4, '0')}`,
      email: `holder-${String(i)}@club.example`,
      nickname: 'Redaktor',
      // Not a hash: verify answers false without running scrypt.
      passwordHash: 'x',
    }));
    for (const row of rows) await createAccountWithRoles(database.db, row, ['editor']);
    expect(await findDemoData(database, passwords)).toEqual({
      demoAccounts: [],
      demoPasswordHolders: [],
      unchecked: 3,
    });
  });
});

describe('the sso process with APP_ENV=PROD on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'trybuna-prod-refusal-'));
    const database = await openDatabase(databaseTarget({ dataDir, name: 'sso' }));
    await database.migrate();
    await seedDemoAccounts(database, passwords);
    await database.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('exits with status 78 and one line naming the demo accounts', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      APP_ENV: 'PROD',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A port nothing listens on: were it not refused, it would start there.
      SSO_PORT: '4199',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/sso/src/server.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
    });
    expect(code).toBe(REFUSED_START_EXIT_CODE);
    expect(stderr.trim().split('\n')).toEqual([
      'sso: APP_ENV=PROD refused: the database holds demo accounts (fan@example.com, ' +
        'kibic2@example.com, kibic3@example.com); remove them or start on a database without ' +
        'the demo (docs/sso.md "Demo accounts in PROD")',
    ]);
  });
});
