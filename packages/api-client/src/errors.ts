/** 000 §8: a 422 without a server `message` (verbatim, spelling included). */
export const INTERNAL_ERROR_MESSAGE = 'An internal error has occured';

/** 000 §8: every 401. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/** What the site logs for any other failed request (000 §8). */
export const REQUEST_FAILED = 'REQUEST FAILED';

export interface ApiErrorDetails {
  /** HTTP status; 0 when the request never got an answer (network failure). */
  status: number;
  /** The response body (parsed JSON, or the raw text), `null` when there was none. */
  data: unknown;
  /** Response headers, lower-case names. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** A request the API (or the network) turned down: 000 §8 "rejected with the response data". */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.status = details.status;
    this.data = details.data;
    this.headers = details.headers ?? {};
  }
}

/** A successful answer whose body is not the shape the call expects (zod at the boundary). */
export class ResponseShapeError extends ApiError {
  /** Where and why the body did not match, one line per problem. */
  readonly issues: readonly string[];

  constructor(message: string, details: ApiErrorDetails & { issues: readonly string[] }) {
    super(message, details);
    this.name = 'ResponseShapeError';
    this.issues = details.issues;
  }
}

/** A request cancelled by its caller: rejected silently (000 §8), never shown to the user. */
export class CancelledError extends Error {
  constructor(message = 'Request cancelled') {
    super(message);
    this.name = 'CancelledError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isCancelled(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}
