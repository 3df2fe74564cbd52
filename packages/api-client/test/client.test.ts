import { describe, expect, it } from 'vitest';
import {
  ApiError,
  CancelledError,
  createApiClient,
  INTERNAL_ERROR_MESSAGE,
  isCancelled,
  joinUrl,
  ResponseShapeError,
  type ApiClientOptions,
} from '../src';
import { fakeFetch, hangingFetch, jsonResponse, recordingLogger } from './support/fake-fetch';

const BASE = 'https://api.example/api/v3';

function clientFor(response: () => Response, options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(response);
  const log = recordingLogger();
  const client = createApiClient({
    baseUrl: BASE,
    fetch: fake.fetch,
    logger: log.logger,
    ...options,
  });
  return { client, calls: fake.calls, ...log };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('URLs (000 §7.1)', () => {
  it('joins base and path with one slash and appends the encoded query', () => {
    expect(joinUrl(`${BASE}/`, '/articles', 'page[size]=2')).toBe(`${BASE}/articles?page[size]=2`);
    expect(joinUrl(BASE, 'current_page?kind=x', 'slug=y')).toBe(
      `${BASE}/current_page?kind=x&slug=y`,
    );
    expect(joinUrl(BASE, 'https://other.example/a')).toBe('https://other.example/a');
  });

  it('the base URL is set globally and overridden per call', async () => {
    const { client, calls } = clientFor(() => jsonResponse(200, { data: [] }));
    await client.get('tags', { params: { sort: ['name'] } });
    client.setBaseUrl('https://api.example/api/v2/');
    expect(client.baseUrl).toBe('https://api.example/api/v2/');
    await client.get('tags');
    await client.get('tags', { baseUrl: 'http://127.0.0.1:4000/api/v3' });
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/tags?sort=name`,
      'https://api.example/api/v2/tags',
      'http://127.0.0.1:4000/api/v3/tags',
    ]);
  });

  it('GET, POST and PATCH use their method; a PATCH without body sends none', async () => {
    const { client, calls } = clientFor(() => jsonResponse(200, { data: null }));
    await client.get('a');
    await client.post('b', { x: 1 });
    await client.patch('quizzes/1/finish_quiz', undefined, {
      params: { include: ['quiz_ranking'] },
    });
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['GET', undefined],
      ['POST', '{"x":1}'],
      ['PATCH', undefined],
    ]);
  });
});

describe('000 §8 error catalogue', () => {
  it.each([200, 201])('%i → success with data, headers and meta', async (status) => {
    const { client, errors } = clientFor(() =>
      jsonResponse(
        status,
        {
          data: { type: 'tags', id: '1', attributes: { name: 'Liga' } },
          meta: { total: 1 },
        },
        { etag: 'W/"x"' },
      ),
    );
    const response = await client.get('tags/1');
    expect(response).toMatchObject({
      status,
      data: { id: '1', type: 'tags', name: 'Liga' },
      meta: { total: 1 },
    });
    expect(response.headers).toMatchObject({
      etag: 'W/"x"',
      'content-type': 'application/vnd.api+json',
    });
    expect(errors).toEqual([]);
  });

  it('204 → success with data null', async () => {
    const { client } = clientFor(() => new Response(null, { status: 204 }));
    await expect(client.post('x', {})).resolves.toMatchObject({ status: 204, data: null });
  });

  it("422 → rejected with the server's message, not logged", async () => {
    const body = {
      errors: [{ status: '422', detail: 'bad' }],
      meta: { message: 'virtual_user_id zły' },
    };
    const { client, errors } = clientFor(() => jsonResponse(422, body));
    const error = await rejection(client.post('likes', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'virtual_user_id zły', data: body });
    expect(errors).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['no message field', { errors: [] }],
    ['an empty message', { message: '' }],
    ['an empty message in meta', { meta: { message: '' } }],
  ])("422 with %s → 'An internal error has occured'", async (_name, body) => {
    const { client } = clientFor(() => jsonResponse(422, body));
    const error = await rejection(client.post('likes', {}));
    expect(error).toMatchObject({ status: 422, message: INTERNAL_ERROR_MESSAGE });
    expect(INTERNAL_ERROR_MESSAGE).toBe('An internal error has occured');
  });

  it("401 → rejected with 'Unauthorized', not logged", async () => {
    const { client, errors } = clientFor(() =>
      jsonResponse(401, { errors: [{ status: '401', title: 'Unauthorized', detail: 'no key' }] }),
    );
    const error = await rejection(client.get('current_user'));
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(errors).toEqual([]);
  });

  it.each([
    [404, { errors: [{ status: '404', detail: 'articles/9 does not exist' }] }],
    [400, { errors: [{ status: '400', detail: 'bad filter' }] }],
    [409, { errors: [{ status: '409', title: 'Conflict' }] }],
    [500, 'Internal Server Error'],
    [202, { data: null }],
    [304, undefined],
  ])('%i → rejected with the response data and logged as REQUEST FAILED', async (status, body) => {
    const { client, errors } = clientFor(() =>
      body === undefined
        ? new Response(null, { status })
        : typeof body === 'string'
          ? new Response(body, { status })
          : jsonResponse(status, body),
    );
    const error = await rejection(client.get('articles/9'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, data: body ?? null });
    expect(errors).toEqual([
      [
        'REQUEST FAILED',
        expect.objectContaining({ method: 'GET', url: `${BASE}/articles/9`, status }),
      ],
    ]);
  });

  it('the message of another failure is the first JSON:API error detail', async () => {
    const { client } = clientFor(() =>
      jsonResponse(404, { errors: [{ status: '404', detail: 'articles/9 does not exist' }] }),
    );
    await expect(client.get('articles/9')).rejects.toThrow('articles/9 does not exist');
  });

  it('a network failure → ApiError with status 0, logged', async () => {
    const log = recordingLogger();
    const client = createApiClient({
      baseUrl: BASE,
      logger: log.logger,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await rejection(client.get('tags'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, data: null, message: 'fetch failed' });
    expect(log.errors[0]?.[0]).toBe('REQUEST FAILED');
  });

  it('a 200 that is not a valid JSON:API document → ResponseShapeError', async () => {
    const { client, errors } = clientFor(() => jsonResponse(200, { data: { id: '1' } }));
    const error = await rejection(client.get('tags/1'));
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ status: 200, issues: [expect.stringContaining('data')] });
    expect(errors).toHaveLength(1);
  });
});

describe('cancellation (000 §7.1, §8)', () => {
  const setup = (production: boolean) => {
    const log = recordingLogger();
    const client = createApiClient({
      baseUrl: BASE,
      fetch: hangingFetch,
      logger: log.logger,
      production,
    });
    return { client, ...log };
  };

  it('getCancellable: cancel() rejects with CancelledError, logged via debug outside production', async () => {
    const { client, errors, debugs } = setup(false);
    const { promise, cancel } = client.getCancellable('articles');
    cancel();
    const error = await rejection(promise);
    expect(error).toBeInstanceOf(CancelledError);
    expect(isCancelled(error)).toBe(true);
    expect(errors).toEqual([]);
    expect(debugs).toEqual([['REQUEST CANCELLED', { method: 'GET', url: `${BASE}/articles` }]]);
  });

  it('in production a cancellation is silent', async () => {
    const { client, errors, debugs } = setup(true);
    const { promise, cancel } = client.postCancellable('likes', { data: {} });
    cancel();
    expect(await rejection(promise)).toBeInstanceOf(CancelledError);
    expect(errors).toEqual([]);
    expect(debugs).toEqual([]);
  });

  it("a caller's own signal cancels plain and cancellable calls too", async () => {
    const { client } = setup(true);
    const controller = new AbortController();
    const plain = client.get('articles', { signal: controller.signal });
    const cancellable = client.getCancellable('tags', { signal: controller.signal });
    controller.abort();
    expect(await rejection(plain)).toBeInstanceOf(CancelledError);
    expect(await rejection(cancellable.promise)).toBeInstanceOf(CancelledError);
  });

  it('an already aborted signal rejects at once', async () => {
    const { client } = setup(true);
    await expect(client.get('articles', { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      CancelledError,
    );
  });
});

describe('timeout (the site server never waits forever)', () => {
  it('a call with no answer within timeoutMs fails as a network error, not a cancellation', async () => {
    const log = recordingLogger();
    const client = createApiClient({
      baseUrl: BASE,
      fetch: hangingFetch,
      logger: log.logger,
      timeoutMs: 20,
    });
    const error = await rejection(client.get('articles'));
    expect(error).toBeInstanceOf(ApiError);
    expect(isCancelled(error)).toBe(false);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe('No answer within 20 ms');
    expect(log.errors).toEqual([
      ['REQUEST FAILED', { method: 'GET', url: `${BASE}/articles`, status: 0, timedOut: true }],
    ]);
  });

  it("a caller's cancellation still wins over the timeout", async () => {
    const client = createApiClient({
      baseUrl: BASE,
      fetch: hangingFetch,
      timeoutMs: 60_000,
      production: true,
    });
    const controller = new AbortController();
    const call = client.get('articles', { signal: controller.signal });
    controller.abort();
    expect(await rejection(call)).toBeInstanceOf(CancelledError);
  });

  it('an answer in time is unaffected', async () => {
    const { client } = clientFor(() => jsonResponse(200, { data: [] }), { timeoutMs: 60_000 });
    await expect(client.get('articles')).resolves.toMatchObject({ status: 200 });
  });
});
