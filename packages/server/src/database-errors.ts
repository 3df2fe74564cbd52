/**
 * The code `@trybuna/db` gives a failure that has no code of its own but means the database
 * cannot answer (PGlite closed, a pool ended, a connection cut, no connection in time).
 */
export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';

/** SQLSTATE `query_canceled`: PostgreSQL's statement timeout (and `@trybuna/db`'s for PGlite). */
export const STATEMENT_TIMEOUT_CODE = '57014';

/** Seconds a client is told to wait (`Retry-After`) after a 503 from the database. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Codes that mean "not now": server shutting down or starting (57P01–57P05), too many
 * connections (53300), out of memory or disk (53xxx), and Node's socket errors.
 */
const UNAVAILABLE_CODES = new Set([
  DATABASE_UNAVAILABLE_CODE,
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '57P05',
  '53000',
  '53100',
  '53200',
  '53300',
  '53400',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE class 08: connection exception. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
/** SQLSTATE class 22: data exception (a value out of range, not valid text, a bad date…). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

export interface DatabaseFailure {
  status: 400 | 503;
  detail: string;
}

/**
 * What a database error means for the caller, looking through `cause` chains (Drizzle wraps
 * the driver's error in `DrizzleQueryError`): a statement timeout or an unreachable database
 * is a 503 (try again soon), a data exception is a 400 (a value of the request the database
 * cannot take, e.g. a number beyond the column's range); anything else is not recognised.
 */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code === STATEMENT_TIMEOUT_CODE) {
        return { status: 503, detail: 'The database did not answer in time' };
      }
      if (UNAVAILABLE_CODES.has(code) || CONNECTION_EXCEPTION.test(code)) {
        return { status: 503, detail: 'The database is unavailable' };
      }
      if (DATA_EXCEPTION.test(code)) {
        return { status: 400, detail: 'A value of the request is out of range or malformed' };
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
