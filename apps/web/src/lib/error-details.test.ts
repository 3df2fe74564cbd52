import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDetails, renderErrorPath } from './error-details';
import { initErrorReporting } from './error-reporting';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('errorDetails (000 §8 error page)', () => {
  it("a server error's details come from the server by its digest", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        Response.json({
          data: {
            type: 'render-errors',
            id: '42',
            attributes: { message: 'boom', stack: 'Error: boom\n    at Page', event_id: null },
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const error = Object.assign(new Error('redacted'), { digest: '42' });
    expect(await errorDetails(error)).toEqual({
      message: 'boom',
      stack: 'Error: boom\n    at Page',
    });
    expect(fetch).toHaveBeenCalledWith(renderErrorPath('42'), { cache: 'no-store' });
  });

  it('an unknown digest or a failed read leaves the status alone', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 404 })));
    expect(await errorDetails(Object.assign(new Error('x'), { digest: '7' }))).toEqual({});
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(await errorDetails(Object.assign(new Error('x'), { digest: '7' }))).toEqual({});
  });

  it('a browser error shows its own message and stack in DEV, not in PROD', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('client boom');
    initErrorReporting(undefined, 'DEV');
    expect(await errorDetails(error)).toMatchObject({ message: 'client boom' });
    expect((await errorDetails(error)).stack).toContain('client boom');
    initErrorReporting(undefined, 'PROD');
    expect(await errorDetails(error)).toEqual({});
  });
});
