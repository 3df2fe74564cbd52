import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  STATEMENT_TIMEOUT_MS,
  unavailableOr,
  withStartDeadline,
  type StatementRunner,
} from './query-deadline';

/** Where the data lives: a PostgreSQL server, a PGlite folder on disk, or PGlite in memory. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dir: string }
  | { kind: 'memory'; start?: MemoryStart };

/**
 * How an in-memory PGlite may start faster: from a data folder dumped by another instance
 * (`dumpDataDir`, skipping initdb) with PGlite's WebAssembly already compiled. The tests'
 * databases use it (`testing.ts`); without it PGlite compiles and runs initdb itself.
 */
export type MemoryStart = Pick<
  PGliteOptions,
  'loadDataDir' | 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'
>;

/** What both drivers share: the query builder and transactions, PostgreSQL dialect. */
export type Drizzle = PgDatabase<PgQueryResultHKT>;

export interface Database {
  target: DatabaseTarget['kind'];
  db: Drizzle;
  /** Runs raw SQL and returns its rows (the drivers differ in their result shapes). */
  query<T = Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /** A round trip to the database; throws when it is unreachable. */
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

export interface DatabaseOptions {
  /** Called when the server cuts an idle pooled connection (PostgreSQL only). */
  onIdleError?: (err: Error) => void;
  /** Statement timeout in ms (default `STATEMENT_TIMEOUT_MS`, 5 s; see `query-deadline.ts`). */
  statementTimeoutMs?: number;
  /** PGlite's clock for the start deadline (tests pass their own). */
  now?: () => number;
}

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * Makes `pool.query` and `pool.connect` (all Drizzle uses) reject with a
 * `DatabaseUnavailableError` when the failure means the server cannot be reached.
 */
function markUnavailable(pool: pg.Pool): void {
  const methods = pool as unknown as Record<'query' | 'connect', AnyFunction>;
  for (const name of ['query', 'connect'] as const) {
    const original = methods[name].bind(pool);
    methods[name] = (...args: unknown[]) => {
      const result = original(...args);
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            throw unavailableOr(error, pool.ended);
          })
        : result;
    };
  }
}

/** `query` and `ping` of a database, the same over either driver. */
function statementsOf(db: {
  execute: (statement: SQL) => PromiseLike<{ rows: unknown[] }>;
}): Pick<Database, 'query' | 'ping'> {
  return {
    query: async <T>(statement: SQL) => (await db.execute(statement)).rows as T[],
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

/**
 * Opens a connection for the target. Every statement runs under the statement timeout
 * (PostgreSQL: `statement_timeout` on each pooled connection, plus a connect timeout and a
 * client-side read timeout so a server that stops answering cannot hang a request; PGlite:
 * `withStartDeadline`). Migrations run on a connection of their own without it (a migration
 * on a big table may take longer, once, at start).
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions | ((err: Error) => void) = {},
): Promise<Database> {
  const {
    onIdleError,
    statementTimeoutMs = STATEMENT_TIMEOUT_MS,
    now,
  } = typeof options === 'function' ? { onIdleError: options, now: undefined } : options;
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // The server cancels a statement running longer (57014 → 503).
      statement_timeout: statementTimeoutMs,
      // A connection (new, or a free one of the pool) within the same time, else 503.
      connectionTimeoutMillis: statementTimeoutMs,
      // The client gives up on a server that stopped answering at all (a dead network).
      query_timeout: statementTimeoutMs * 2,
      keepAlive: true,
    });
    markUnavailable(pool);
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
      ...statementsOf(db),
      migrate: async () => {
        const client = new pg.Client({
          connectionString: target.url,
          connectionTimeoutMillis: statementTimeoutMs,
        });
        await client.connect();
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  if (target.kind === 'pglite') await mkdir(target.dir, { recursive: true });
  const client =
    target.kind === 'pglite'
      ? await PGlite.create(target.dir)
      : await PGlite.create(target.start ?? {});
  const guarded = withStartDeadline(client as unknown as StatementRunner, {
    timeoutMs: statementTimeoutMs,
    ...(now ? { now } : {}),
  }) as unknown as PGlite;
  const db = drizzlePglite(guarded);
  return {
    target: target.kind,
    db,
    ...statementsOf(db),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
