import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** Where the data lives: a PostgreSQL server, a PGlite folder on disk, or PGlite in memory. */
export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } | { kind: 'memory' };

/** What both drivers share: the query builder and transactions, PostgreSQL dialect. */
export type Drizzle = PgDatabase<PgQueryResultHKT>;

export interface Database {
  target: DatabaseTarget['kind'];
  db: Drizzle;
  /** A round trip to the database; throws when it is unreachable. */
  /** Runs raw SQL and returns its rows (the drivers differ in their result shapes). */
  query<T = Record<string, unknown>>(statement: SQL): Promise<T[]>;
  ping(): Promise<void>;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The migrations folder, found through the package itself so it also works from the apps'
 * bundles (`apps/api/dist`), which import this file's code but not its location.
 */
export const MIGRATIONS_FOLDER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@trybuna/db/package.json')),
  'drizzle',
);

/**
 * Chooses the target from the environment: `DATABASE_URL` when set, otherwise an embedded
 * PGlite folder `{dataDir}/{name}` (each process owns its own folder: PGlite is one connection
 * inside one process).
 */
export function databaseTarget(input: {
  databaseUrl?: string | undefined;
  dataDir: string;
  name: string;
}): DatabaseTarget {
  if (input.databaseUrl) return { kind: 'postgres', url: input.databaseUrl };
  return { kind: 'pglite', dir: path.resolve(input.dataDir, input.name) };
}

/** Opens a connection for the target. */
export async function openDatabase(
  target: DatabaseTarget,
  onIdleError?: (err: Error) => void,
): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client can be cut off by the server (restart, failover, admin command). Without a
    // listener that error would crash the process; the pool drops the client and reconnects on
    // the next query, and queries in flight fail with their own error.
    pool.on('error', (err) => {
      onIdleError?.(err);
    });
    const db = drizzlePg(pool);
    return {
      target: target.kind,
      db,
      query: async <T>(statement: SQL) => (await db.execute(statement)).rows as T[],
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (target.kind === 'pglite') await mkdir(target.dir, { recursive: true });
  const client = target.kind === 'pglite' ? await PGlite.create(target.dir) : await PGlite.create();
  const db = drizzlePglite(client);
  return {
    target: target.kind,
    db,
    query: async <T>(statement: SQL) => (await db.execute(statement)).rows as T[],
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
