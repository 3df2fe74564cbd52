/**
 * One failed-read behaviour for every feature (000 §8 "data could not be loaded"): a read of a
 * feature's data that fails is logged (server: the console, where the server's logs go;
 * browser: `reportError`, Sentry when configured) and shown as the data-load toast, while the
 * rest of the page keeps rendering. This module holds the rules both sides share; it imports
 * nothing, so client components may use it without adding weight.
 */

/** The features whose reads follow the rule (the name goes into the logs and reports). */
export type ReadFeature =
  | 'belt'
  | 'counter'
  | 'schedule'
  | 'match-centre'
  | 'team'
  | 'squad'
  | 'profile'
  | 'timetable'
  | 'tables'
  | 'statistics'
  | 'survey'
  | 'quiz'
  | 'comments'
  | 'ranking'
  | 'news'
  | 'members';

/**
 * The key a CMS component carries (next to where its data would be) when the server could not
 * read that data: the module renders without it and the page raises the toast.
 */
export const READ_FAILED = 'read_failed';

/** What is logged and reported: the feature's name, the original error as the cause. */
export class ReadFailure extends Error {
  readonly feature: ReadFeature;

  constructor(feature: ReadFeature, cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`${feature}: data not read (${detail})`, { cause });
    this.name = 'ReadFailure';
    this.feature = feature;
  }
}

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

/**
 * Whether an error is a failed data read the fan should hear about: not a request its caller
 * cancelled (000 §8: cancelled requests are rejected silently; a page leaving aborts its
 * reads), and not a sign-in matter (401, 403: the session's own flows answer those).
 */
export function isDataReadFailure(error: unknown): boolean {
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'CancelledError'))
    return false;
  const status = statusOf(error);
  return status !== 401 && status !== 403;
}

/**
 * Whether a failed read is the API's refusal (a 4xx answer) rather than the data not reaching
 * the page (no answer, a server error, an answer of the wrong shape). Used where the spec gives
 * a refusal a meaning of its own (001 §8: no next question means the quiz is over).
 */
export function isRefusal(error: unknown): boolean {
  const status = statusOf(error);
  return status !== null && status >= 400 && status < 500;
}

/**
 * Reports a failing read once per run of failures: a poller that fails every second raises
 * one toast and one report, not one a tick; after a read succeeds, the next failure counts
 * again, and so does a failed read the fan asked for.
 */
export interface FailedReadGate {
  /**
   * A read failed; true when this is the first failure since the last success, or when the
   * read was the fan's own deliberate action (`fresh`: a 'show more' click), which always
   * deserves an answer.
   */
  failed: (fresh?: boolean) => boolean;
  /** A read succeeded. */
  succeeded: () => void;
}

export function createFailedReadGate(): FailedReadGate {
  let failing = false;
  return {
    failed: (fresh = false) => {
      if (failing && !fresh) return false;
      failing = true;
      return true;
    },
    succeeded: () => {
      failing = false;
    },
  };
}
