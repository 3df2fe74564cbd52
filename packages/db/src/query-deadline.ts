/**
 * Statement timeouts and "the database is gone" for both drivers.
 *
 * PostgreSQL (node-postgres): the pool sets `statement_timeout` on every connection, so the
 * server cancels a statement that runs too long (SQLSTATE 57014).
 *
 * PGlite: each statement runs synchronously inside WebAssembly on the JavaScript thread.
 * `SET statement_timeout` is accepted but never fires (PostgreSQL's timer is a signal, and
 * there are none in WASM), and no JavaScript timer can fire while a statement runs either. So
 * a statement that has started runs to its end. The closest honest equivalent is what
 * `withStartDeadline` does: statements wait in one queue (PGlite is one connection anyway),
 * and one that could not start within the timeout of being asked is not run at all: it fails
 * with 57014 like a cancelled statement, so a backlog behind a slow statement is shed instead
 * of worked through long after its callers' deadlines.
 */

/** The statement timeout of every query the apps run (issue "Hardening": 5 s). */
export const STATEMENT_TIMEOUT_MS = 5_000;

/** SQLSTATE `query_canceled`, what PostgreSQL answers when `statement_timeout` fires. */
export const STATEMENT_TIMEOUT_CODE = '57014';

/** Same string as `@trybuna/server`'s `DATABASE_UNAVAILABLE_CODE` (answered 503). */
export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';

/** The database cannot answer: closed, ended, cut off, or no connection in time. */
export class DatabaseUnavailableError extends Error {
  readonly code = DATABASE_UNAVAILABLE_CODE;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** A statement that was not run (or was cancelled) because it exceeded the timeout. */
export class StatementTimeoutError extends Error {
  readonly code = STATEMENT_TIMEOUT_CODE;

  constructor(timeoutMs: number) {
    super(`canceling statement due to statement timeout (${String(timeoutMs)} ms)`);
    this.name = 'StatementTimeoutError';
  }
}

/**
 * node-postgres failures that carry no SQLSTATE but mean the server cannot be reached: a
 * connection cut or refused, no pooled connection within `connectionTimeoutMillis`, the
 * client-side `query_timeout`, a pool already ended.
 */
const PG_UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Query read timeout|is not queryable|Connection ended/i;

/** `error`, or a `DatabaseUnavailableError` around it when it means the database is gone. */
export function unavailableOr(error: unknown, closed: boolean): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (closed || message.includes('PGlite is clos') || PG_UNAVAILABLE_MESSAGES.test(message)) {
    return new DatabaseUnavailableError(`The database is unavailable: ${message}`, {
      cause: error,
    });
  }
  return error;
}

/** The part of PGlite the deadline wraps: statements and transactions, and `closed`. */
export interface StatementRunner {
  readonly closed: boolean;
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

export interface DeadlineOptions {
  timeoutMs: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

const GUARDED = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/**
 * `client` with `query`, `exec` and `transaction` run one at a time in asking order; each one
 * whose turn comes more than `timeoutMs` after it was asked fails with 57014 without running,
 * and every failure of a closed client is a `DatabaseUnavailableError`. Everything else of
 * the client passes through unchanged.
 */
export function withStartDeadline<T extends StatementRunner>(
  client: T,
  { timeoutMs, now = Date.now }: DeadlineOptions,
): T {
  let tail: Promise<unknown> = Promise.resolve();
  const schedule = (run: () => Promise<unknown>): Promise<unknown> => {
    if (client.closed) {
      return Promise.reject(new DatabaseUnavailableError('The database is unavailable: closed'));
    }
    const asked = now();
    const turn = tail.then(() => {
      if (now() - asked > timeoutMs) throw new StatementTimeoutError(timeoutMs);
      return run();
    });
    tail = turn.catch(() => undefined);
    return turn.catch((error: unknown) => {
      throw unavailableOr(error, client.closed);
    });
  };
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!GUARDED.has(property)) return method.bind(target);
      return (...args: unknown[]) =>
        schedule(() => Promise.resolve(method.apply(target, args) as Promise<unknown>));
    },
  });
}
