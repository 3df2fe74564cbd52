import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@trybuna/config/env';
import type { Database } from '@trybuna/db';
import { linkDemoImages } from '@trybuna/db/testing';
import { demoContentRefusal, imageDirs, initialiseDatabase, prepareDatabase } from '../src/boot';
import { seedApiDemo } from '../src/seed';
import { testDatabase } from './support/database';

/** Rows in every table of the public schema (the migrations' own bookkeeping lives elsewhere). */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.query<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const rows = await database.query<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = rows[0]?.n ?? -1;
  }
  return counts;
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'trybuna-boot-'));
  // The demo pictures already drawn (their drawing is checked by packages/db's seed test).
  await linkDemoImages(imageDirs(loadEnv({ DATA_DIR: dataDir })).originalsDir);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('api start on an empty database (issue 14 item 4)', () => {
  it.each(['PROD', 'TEST', 'INT'])(
    '%s: migrations only, every table stays empty',
    async (appEnv) => {
      const database = await testDatabase();
      try {
        const lines: string[] = [];
        await initialiseDatabase(database, loadEnv({ APP_ENV: appEnv, DATA_DIR: dataDir }), (l) => {
          lines.push(l);
        });
        const counts = await rowCounts(database);
        expect(Object.keys(counts)).toEqual(
          expect.arrayContaining(['articles', 'users', 'images']),
        );
        expect(Object.entries(counts).filter(([, n]) => n !== 0)).toEqual([]);
        expect(lines).toContain(
          `APP_ENV=${appEnv}: no demo content is loaded (\`npm run seed\` loads it)`,
        );
        // Nothing of the demo: a PROD start goes on.
        expect(await demoContentRefusal(database, { appEnv: 'PROD' })).toBeNull();
      } finally {
        await database.close();
      }
    },
  );

  it('DEV (the default): the demo content and the demo fans', async () => {
    const database = await testDatabase();
    try {
      const env = loadEnv({ DATA_DIR: dataDir });
      expect(env.appEnv).toBe('DEV');
      await initialiseDatabase(database, env, () => undefined);
      const counts = await rowCounts(database);
      expect(counts.articles).toBeGreaterThan(100);
      expect(counts.users).toBeGreaterThanOrEqual(3);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('npm run seed (issue 14 item 4)', () => {
  it('loads the demo content into an empty TEST database on purpose, once; PROD refuses it', async () => {
    const env = loadEnv({ APP_ENV: 'TEST', DATA_DIR: dataDir, DATABASE_URL: '' });
    const lines: string[] = [];
    await seedApiDemo(env, (l) => lines.push(l));
    expect(lines[0]).toBe(
      'api: loading the demo content (APP_ENV=TEST, asked for by `npm run seed`)',
    );

    // A TEST start afterwards keeps what is there and adds nothing.
    const database = await prepareDatabase(env, (l) => lines.push(l));
    try {
      const counts = await rowCounts(database);
      expect(counts.articles).toBeGreaterThan(100);
      expect(counts.users).toBeGreaterThanOrEqual(3);
      // Issue 30 item 3: a PROD start on it refuses, in one line (server.ts exits 78).
      expect(await demoContentRefusal(database, env)).toBeNull();
      expect(await demoContentRefusal(database, { appEnv: 'PROD' })).toBe(
        'api: APP_ENV=PROD refused: the database holds the demo content (its demo fans ' +
          'demo-fan-0001, demo-fan-0002, demo-fan-0003); start on a database without the demo ' +
          '(docs/security.md "Demo data in PROD")',
      );
    } finally {
      await database.close();
    }
    await seedApiDemo(env, (l) => lines.push(l));
    expect(lines.at(-1)).toBe('demo content: the database has articles already, nothing loaded');
  }, 180_000);
});
