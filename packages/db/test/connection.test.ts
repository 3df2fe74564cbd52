import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseTarget, openDatabase } from '../src';

describe('databaseTarget', () => {
  it('uses DATABASE_URL when set', () => {
    expect(
      databaseTarget({ databaseUrl: 'postgres://x/y', dataDir: '.data', name: 'api' }),
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://x/y',
    });
  });

  it('otherwise an embedded folder per process under DATA_DIR', () => {
    expect(databaseTarget({ dataDir: '/tmp/d', name: 'api' })).toEqual({
      kind: 'pglite',
      dir: '/tmp/d/api',
    });
  });
});

describe('openDatabase', () => {
  it('opens PGlite in memory and answers a query', async () => {
    const database = await openDatabase({ kind: 'memory' });
    await database.ping();
    expect(await database.query(sql`select 40 + 2 as answer`)).toEqual([{ answer: 42 }]);
    await database.close();
  });

  it('keeps data on disk across reopenings', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'trybuna-db-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'api') });
      await first.query(sql`create table kept (v int)`);
      await first.query(sql`insert into kept values (7)`);
      await first.close();
      expect((await readdir(path.join(dir, 'api'))).length).toBeGreaterThan(0);

      const second = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'api') });
      expect(await second.query(sql`select v from kept`)).toEqual([{ v: 7 }]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
