import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './connection';

/**
 * The database a test runs on: in-memory PGlite, or, when `TEST_DATABASE_URL` points at a
 * PostgreSQL server (CI starts one), a fresh database created on it for this test and dropped
 * on close. Tests only: nothing in the product imports this.
 */
export async function testDatabase(): Promise<Database> {
  const fresh = await freshPostgresDatabase();
  if (!fresh) return openDatabase({ kind: 'memory' });
  const database = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * A new, empty database on the `TEST_DATABASE_URL` server (its URL, and how to drop it), for a
 * test that runs processes of its own on one database; null without a PostgreSQL server.
 */
export async function freshPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
} | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `trybuna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
