import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadFailure } from '@/lib/read-failure';
import { diagnosticApiClient, featureRead, setFailingReads, UNREACHABLE_API } from './read-failure';

afterEach(() => {
  setFailingReads([]);
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('featureRead (000 §8 on the server)', () => {
  it("hands over the feature's data when the read succeeds", async () => {
    expect(await featureRead('belt', () => Promise.resolve([1, 2]))).toEqual({
      ok: true,
      data: [1, 2],
    });
  });

  it('logs a failed read with the feature and its cause, and answers ok: false', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new Error('connect ECONNREFUSED');
    expect(await featureRead('timetable', () => Promise.reject(cause))).toEqual({ ok: false });
    expect(error).toHaveBeenCalledOnce();
    const logged: unknown = error.mock.calls[0]?.[0];
    expect(logged).toBeInstanceOf(ReadFailure);
    expect(logged).toMatchObject({ feature: 'timetable', cause });
  });
});

describe('failing reads on purpose (DIAGNOSTIC_ROUTES=1, the e2e suite)', () => {
  it('gives the features set to fail a client of an address where nothing answers', async () => {
    vi.stubEnv('DIAGNOSTIC_ROUTES', '1');
    setFailingReads(['belt']);
    expect(diagnosticApiClient()).toBeNull();
    let inside: ReturnType<typeof diagnosticApiClient> = null;
    await featureRead('squad', () => {
      inside = diagnosticApiClient();
      return Promise.resolve(null);
    });
    expect(inside).toBeNull();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = await featureRead('belt', async () => {
      const client = diagnosticApiClient();
      expect(client?.baseUrl).toBe(UNREACHABLE_API);
      return client?.get('matches');
    });
    expect(read).toEqual({ ok: false });
    // The api-client's own 'REQUEST FAILED' line, then the feature's.
    expect(logged.mock.calls.at(-1)?.[0]).toBeInstanceOf(ReadFailure);
  });

  it('is off without DIAGNOSTIC_ROUTES', async () => {
    vi.stubEnv('DIAGNOSTIC_ROUTES', '');
    setFailingReads(['belt']);
    await featureRead('belt', () => {
      expect(diagnosticApiClient()).toBeNull();
      return Promise.resolve(null);
    });
  });
});
