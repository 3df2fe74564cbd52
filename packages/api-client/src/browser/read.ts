import { ApiError } from '../errors';
import { DEFAULT_HEADERS } from '../headers';

/** The headers of 000 §7.1 a GET needs (no body, so no `Content-Type`). */
export const READ_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(DEFAULT_HEADERS).filter(([name]) => name.toLowerCase() !== 'content-type'),
);

export interface ReadOptions {
  /** The page's `fetch` by default (tests and pollers pass their own). */
  fetch?: typeof fetch;
  signal?: AbortSignal | undefined;
  /** A signed-in read: `User-Authorization: {token}` (000 §6). */
  userToken?: string | undefined;
  /** `no-cache`: revalidate the browser's copy (the API answers 304 while nothing changed). */
  cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached';
}

/**
 * `GET url` with the fixed read headers: the parsed JSON body of a success (2xx, or a 304 the
 * browser answered from its cache); an `ApiError` with the status for any other answer, as the
 * api-client's typed calls reject (000 §8). Without zod: the callers read the few fields they
 * need with `./document`.
 */
export async function readDocument(url: string, options: ReadOptions = {}): Promise<unknown> {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const response = await fetcher(url, {
    headers: options.userToken
      ? { ...READ_HEADERS, 'User-Authorization': options.userToken }
      : READ_HEADERS,
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) {
    throw new ApiError(`GET ${url} answered ${String(response.status)}`, {
      status: response.status,
      data: null,
    });
  }
  return response.json();
}
