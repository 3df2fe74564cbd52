export interface RecordedCall {
  url: string;
  method: string;
  /** Header names exactly as sent. */
  headers: Record<string, string>;
  body: RequestInit['body'];
  signal: AbortSignal | null | undefined;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

function urlOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function recordHeaders(headers: RequestInit['headers']): Record<string, string> {
  if (headers === undefined) return {};
  if (headers instanceof Headers || Array.isArray(headers)) {
    throw new Error('The client is expected to send headers as a plain object');
  }
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string') throw new Error(`Header ${name} is not a single string`);
    out[name] = value;
  }
  return out;
}

/** The body of a call as text (the client sends JSON bodies as strings). */
export function bodyText(call: RecordedCall | undefined): string {
  const body = call?.body;
  if (typeof body !== 'string') throw new Error('Expected a JSON string body');
  return body;
}

/** A `fetch` that records each call and answers with the responder's response. */
export function fakeFetch(responder: Responder): { fetch: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchFn: typeof fetch = async (input, init = {}) => {
    const call: RecordedCall = {
      url: urlOf(input),
      method: init.method ?? 'GET',
      headers: recordHeaders(init.headers),
      body: init.body,
      signal: init.signal,
    };
    calls.push(call);
    if (call.signal?.aborted) throw new DOMException('This operation was aborted', 'AbortError');
    return responder(call);
  };
  return { fetch: fetchFn, calls };
}

/** A JSON answer (`application/vnd.api+json`), or an empty one when `body` is undefined. */
export function jsonResponse(
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/vnd.api+json', ...headers },
  });
}

/** A logger whose calls the tests read. */
export function recordingLogger() {
  const errors: unknown[][] = [];
  const debugs: unknown[][] = [];
  return {
    errors,
    debugs,
    logger: {
      error: (...args: unknown[]) => {
        errors.push(args);
      },
      debug: (...args: unknown[]) => {
        debugs.push(args);
      },
    },
  };
}

/** A fetch that never answers until its signal aborts (a request in flight). */
export const hangingFetch: typeof fetch = (_input, init) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = init?.signal;
    if (!signal) return;
    if (signal.aborted) {
      reject(new DOMException('This operation was aborted', 'AbortError'));
      return;
    }
    signal.addEventListener(
      'abort',
      () => {
        reject(new DOMException('This operation was aborted', 'AbortError'));
      },
      { once: true },
    );
  });
