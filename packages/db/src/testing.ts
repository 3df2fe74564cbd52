import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './connection';

/**
 * The database a test runs on: in-memory PGlite, or, when `TEST_DATABASE_URL` points at a
 * PostgreSQL server (CI starts one), a fresh database created on it for this test and dropped
 * on close. Tests only: nothing in the product imports this.
 */
export async function testDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ kind: 'memory' });
  const name = `trybuna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
