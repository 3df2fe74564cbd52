import { ApiError, CancelledError, REQUEST_FAILED } from './errors';
import { DEFAULT_HEADERS, headersToObject, mergeHeaders, type HeaderChanges } from './headers';
import { buildQuery, type QueryParams } from './query';
import { joinUrl } from './url';
import {
  failureError,
  parseBody,
  successResponse,
  SUCCESS_STATUSES,
  type ApiResponse,
} from './response';

export { joinUrl };

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiLogger {
  error(...args: unknown[]): void;
  debug?(...args: unknown[]): void;
}

export interface ApiClientOptions {
  /** `{host}/api/v3` (or `/api/v2`, 000 §7.1); a trailing slash is fine. */
  baseUrl: string;
  /** The static per-environment key, sent as `Authorization: {key}`. */
  apiKey?: string;
  /** Extra headers for every request (`null` removes a fixed one). */
  headers?: HeaderChanges;
  fetch?: typeof fetch;
  /** Where failures are reported; `console` by default. */
  logger?: ApiLogger;
  /** Cancellations are logged only outside production (000 §8). */
  production?: boolean;
  /**
   * Gives up on a request after this many milliseconds with an `ApiError` of status 0 (the
   * site's server sets it, so a hung API never hangs a page render). Unset: no limit.
   */
  timeoutMs?: number;
}

export interface RequestOptions {
  /** Overrides the client's base URL for this call. */
  baseUrl?: string;
  /** Query parameters, encoded as 000 §7.1 says. */
  params?: QueryParams;
  /** Merged over the fixed headers; `null` removes one (e.g. `{ 'Client-Id': null }`). */
  headers?: HeaderChanges;
  /** A signed-in call: adds `User-Authorization: {token}` (000 §6). */
  userToken?: string | null;
  signal?: AbortSignal;
  /**
   * Sent with `keepalive` (the request outlives the page: a quiz left on `pagehide`, 001 §4).
   * `fetch` is called synchronously, so the request starts before the page goes away.
   */
  keepalive?: boolean;
}

/** A body is sent as JSON, or as multipart form data when it is a `FormData`. */
export type RequestBody = unknown;

export interface Cancellable<T> {
  promise: Promise<T>;
  cancel: () => void;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** Sets the base URL for every later call (000 §7.1 "set globally"). */
  setBaseUrl(baseUrl: string): void;
  /** The URL a call would go to. */
  url(path: string, options?: Pick<RequestOptions, 'baseUrl' | 'params'>): string;
  request(
    method: HttpMethod,
    path: string,
    options?: RequestOptions & { body?: RequestBody },
  ): Promise<ApiResponse>;
  get(path: string, options?: RequestOptions): Promise<ApiResponse>;
  post(path: string, body?: RequestBody, options?: RequestOptions): Promise<ApiResponse>;
  patch(path: string, body?: RequestBody, options?: RequestOptions): Promise<ApiResponse>;
  put(path: string, body?: RequestBody, options?: RequestOptions): Promise<ApiResponse>;
  delete(path: string, options?: RequestOptions): Promise<ApiResponse>;
  getCancellable(path: string, options?: RequestOptions): Cancellable<ApiResponse>;
  postCancellable(
    path: string,
    body?: RequestBody,
    options?: RequestOptions,
  ): Cancellable<ApiResponse>;
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

function isProduction(): boolean {
  return typeof process !== 'undefined' && process.env.NODE_ENV === 'production';
}

/** Links an outer signal to a controller, so either one cancels the request. */
function linkSignal(controller: AbortController, outer: AbortSignal | undefined): void {
  if (!outer) return;
  if (outer.aborted) {
    controller.abort(outer.reason);
    return;
  }
  outer.addEventListener(
    'abort',
    () => {
      controller.abort(outer.reason);
    },
    { once: true },
  );
}

/** The site's HTTP client for the content API (000 §7.1, §8). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let baseUrl = options.baseUrl;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const logger: ApiLogger = options.logger ?? console;
  const production = options.production ?? isProduction();
  const fixed = mergeHeaders(
    DEFAULT_HEADERS,
    options.apiKey ? { Authorization: options.apiKey } : undefined,
    options.headers,
  );

  const url: ApiClient['url'] = (path, call = {}) =>
    joinUrl(call.baseUrl ?? baseUrl, path, buildQuery(call.params));

  async function request(
    method: HttpMethod,
    path: string,
    call: RequestOptions & { body?: RequestBody } = {},
  ): Promise<ApiResponse> {
    const target = url(path, call);
    const payload = call.body;
    const form = isFormData(payload);
    const headers = mergeHeaders(
      fixed,
      call.userToken ? { 'User-Authorization': call.userToken } : undefined,
      call.headers,
      // fetch writes the multipart Content-Type with its boundary itself.
      form ? { 'Content-Type': null } : undefined,
    );
    const init: RequestInit = { method, headers };
    if (call.keepalive) init.keepalive = true;
    const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
    const signals = [call.signal, timeout].filter((s): s is AbortSignal => s !== undefined);
    if (signals.length > 0)
      init.signal = signals.length === 1 ? signals[0] : AbortSignal.any(signals);
    if (isFormData(payload)) init.body = payload;
    else if (payload !== undefined) init.body = JSON.stringify(payload);

    const cancelled = () => {
      if (!production) logger.debug?.('REQUEST CANCELLED', { method, url: target });
      return new CancelledError();
    };

    let response: Response;
    let body: unknown;
    try {
      response = await fetchImpl(target, init);
      body = parseBody(await response.text());
    } catch (error) {
      if (call.signal?.aborted) throw cancelled();
      if (timeout?.aborted) {
        logger.error(REQUEST_FAILED, { method, url: target, status: 0, timedOut: true });
        throw new ApiError(`No answer within ${String(options.timeoutMs)} ms`, {
          status: 0,
          data: null,
          cause: error,
        });
      }
      logger.error(REQUEST_FAILED, { method, url: target, status: 0, error });
      throw new ApiError(error instanceof Error ? error.message : 'Network request failed', {
        status: 0,
        data: null,
        cause: error,
      });
    }
    const { status } = response;
    const headersOut = headersToObject(response.headers);

    if (SUCCESS_STATUSES.includes(status)) {
      try {
        return successResponse(status, body, headersOut);
      } catch (error) {
        logger.error(REQUEST_FAILED, { method, url: target, status, data: body, error });
        throw error;
      }
    }
    const error = failureError(status, body, headersOut);
    if (status !== 401 && status !== 422) {
      logger.error(REQUEST_FAILED, { method, url: target, status, data: body });
    }
    throw error;
  }

  function cancellable(
    method: HttpMethod,
    path: string,
    call: RequestOptions & { body?: RequestBody },
  ): Cancellable<ApiResponse> {
    const controller = new AbortController();
    linkSignal(controller, call.signal);
    return {
      promise: request(method, path, { ...call, signal: controller.signal }),
      cancel: () => {
        controller.abort();
      },
    };
  }

  return {
    get baseUrl() {
      return baseUrl;
    },
    setBaseUrl(next) {
      baseUrl = next;
    },
    url,
    request,
    get: (path, call) => request('GET', path, call),
    post: (path, body, call) => request('POST', path, { ...call, body }),
    patch: (path, body, call) => request('PATCH', path, { ...call, body }),
    put: (path, body, call) => request('PUT', path, { ...call, body }),
    delete: (path, call) => request('DELETE', path, call),
    getCancellable: (path, call = {}) => cancellable('GET', path, call),
    postCancellable: (path, body, call = {}) => cancellable('POST', path, { ...call, body }),
  };
}
