import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTarget, openDatabase, type Database } from '@trybuna/db';
import { testDatabase } from '@trybuna/db/testing';
import { ROLES_USAGE, runRolesCommand } from '../src/cli/roles-command';
import { Passwords } from '../src/lib/passwords';
import { jsonLineLog } from '../src/lib/security-events';
import { createAccount, findAccountByEmail } from '../src/repositories/accounts';
import { seedDemoAccounts } from '../src/seed';
import { FAN, TEST_PASSWORD_COST } from './support/sso';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('npm run roles (the operator, issue 30 item 3)', () => {
  let database: Database;
  const out: string[] = [];
  const err: string[] = [];
  const events: Record<string, unknown>[] = [];
  const run = (...args: string[]) =>
    runRolesCommand(args, {
      database,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      log: jsonLineLog(
        (line) => events.push(JSON.parse(line) as Record<string, unknown>),
        () => 1_700_000_000_000,
      ),
    });
  const rolesOf = async (email: string) => (await findAccountByEmail(database.db, email))?.roles;

  beforeAll(async () => {
    database = await testDatabase();
    await database.migrate();
    await seedDemoAccounts(database, new Passwords(TEST_PASSWORD_COST));
  });
  afterAll(() => database.close());
  beforeEach(() => {
    out.length = 0;
    err.length = 0;
    events.length = 0;
  });

  it('grants the first admin: saved, said, one role_changed line by the operator', async () => {
    expect(await run('grant', 'FAN@example.com', 'admin')).toBe(0);
    expect(await rolesOf(FAN.email)).toEqual(['admin']);
    expect(out).toEqual(['fan@example.com: roles changed: (none) -> admin']);
    expect(events).toEqual([
      {
        level: 40,
        time: 1_700_000_000_000,
        security: 'role_changed',
        actor: 'operator',
        account: FAN.fanSub,
        before: [],
        after: ['admin'],
        msg: 'security event: role_changed',
      },
    ]);
  });

  it('grants more, in the roles order, each once; granting again changes nothing', async () => {
    expect(await run('grant', FAN.email, 'forms', 'editor', 'forms')).toBe(0);
    expect(await rolesOf(FAN.email)).toEqual(['editor', 'forms', 'admin']);
    events.length = 0;
    expect(await run('grant', FAN.email, 'editor')).toBe(0);
    expect(out.at(-1)).toBe(
      'fan@example.com: roles unchanged: editor, forms, admin -> editor, forms, admin',
    );
    expect(events).toEqual([]);
  });

  it('shows and lists (the operator sees e-mails; the log never does)', async () => {
    expect(await run('show', FAN.email)).toBe(0);
    expect(await run('list')).toBe(0);
    expect(out).toEqual([
      'fan@example.com: editor, forms, admin',
      'fan@example.com: editor, forms, admin',
    ]);
  });

  it('revokes, also an admin role (the operator is not locked out)', async () => {
    expect(await run('revoke', FAN.email, 'admin', 'editor')).toBe(0);
    expect(await rolesOf(FAN.email)).toEqual(['forms']);
    expect(events).toEqual([
      expect.objectContaining({
        actor: 'operator',
        account: FAN.fanSub,
        before: ['editor', 'forms', 'admin'],
        after: ['forms'],
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain('@');
    await run('revoke', FAN.email, 'forms');
    expect(await run('list')).toBe(0);
    expect(out.at(-1)).toBe('no account has a role');
  });

  it('keeps a stored name that is not a role when granting', async () => {
    await createAccount(database.db, {
      fanSub: 'legacy',
      email: 'legacy@example.com',
      nickname: 'Dawny',
      passwordHash: 'x',
    });
    await database.db.execute(
      "update sso_accounts set roles = '{reporter}' where fan_sub = 'legacy'",
    );
    expect(await run('grant', 'legacy@example.com', 'editor')).toBe(0);
    expect(await rolesOf('legacy@example.com')).toEqual(['editor', 'reporter']);
  });

  it('refuses: an unknown e-mail (1), an unknown role or command, a missing e-mail (2)', async () => {
    expect(await run('grant', 'nikt@example.com', 'admin')).toBe(1);
    expect(err).toEqual(['no account has the e-mail nikt@example.com']);
    for (const args of [
      ['grant', FAN.email, 'superuser'],
      ['grant', FAN.email],
      ['grant'],
      ['promote', FAN.email, 'admin'],
      [],
    ]) {
      err.length = 0;
      expect(await run(...args)).toBe(2);
      expect(err[0]).toContain(ROLES_USAGE);
    }
    expect(events).toEqual([]);
    expect(await rolesOf(FAN.email)).toEqual([]);
  });
});

describe('npm run roles as a process on the embedded database (DATA_DIR)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'trybuna-roles-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('grants a role in DATA_DIR/sso and prints the security event line', async () => {
    const open = () => openDatabase(databaseTarget({ dataDir, name: 'sso' }));
    const before = await open();
    await before.migrate();
    await createAccount(before.db, {
      fanSub: 'club-admin',
      email: 'admin@club.example',
      nickname: 'Admin',
      passwordHash: 'x',
    });
    await before.close();

    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, APP_ENV: 'PROD' };
    delete env.DATABASE_URL;
    const { stdout } = await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['apps/sso/src/cli/roles.ts', 'grant', 'admin@club.example', 'admin'],
      { cwd: ROOT, env },
    );
    const lines = stdout.trim().split('\n');
    expect(
      lines.map((line) => (line.startsWith('{') ? (JSON.parse(line) as unknown) : line)),
    ).toEqual([
      expect.objectContaining({
        security: 'role_changed',
        actor: 'operator',
        account: 'club-admin',
      }),
      'admin@club.example: roles changed: (none) -> admin',
    ]);

    const after = await open();
    try {
      expect((await findAccountByEmail(after.db, 'admin@club.example'))?.roles).toEqual(['admin']);
    } finally {
      await after.close();
    }
  });
});
