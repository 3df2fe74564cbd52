import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PollerEnvironment } from '@/components/chrome/visible-poller';
import type { BeltCounter } from './belt-counters';
import { TICKET_BELT_REFRESH_MS as BELT_REFRESH_MS } from '@trybuna/domain';
import { startBeltRefresh } from './belt-refresh';

const URLS = {
  matches: 'https://api.example/api/v3/matches?filter[status_not_eq]=ended',
  seasons: 'https://api.example/api/v3/competition_seasons?page[size]=1',
};

function environment() {
  let hidden = false;
  const listeners = new Set<() => void>();
  let sold = 100;
  const fetch = vi.fn((url: string) => {
    const body = url.includes('competition_seasons')
      ? { data: [{ id: '339', attributes: { ticket_counter: { sold: 5, pool: 10 } } }] }
      : { data: [{ id: '7', attributes: { ticket_counter: { sold, pool: 500 } } }] };
    sold += 1;
    return Promise.resolve(new Response(JSON.stringify(body)));
  });
  const env: PollerEnvironment = {
    fetch: (input) => fetch(input as string),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => {
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
    hidden: () => hidden,
    onVisibilityChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setHidden = (value: boolean) => {
    hidden = value;
    for (const listener of listeners) listener();
  };
  return { env, fetch, setHidden };
}

describe('ticket belt refresh (counts fresh within a minute)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads both calls at once and then every 60 s, handing over the counters', async () => {
    const { env, fetch } = environment();
    const seen: Map<string, BeltCounter>[] = [];
    const refresh = startBeltRefresh({ urls: URLS, env, onCounters: (c) => seen.push(c) });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([URLS.matches, URLS.seasons]);
    expect(seen[0]?.get('match:7')).toEqual({ sold: 100, pool: 500 });
    expect(seen[0]?.get('season:339')).toEqual({ sold: 5, pool: 10 });
    await vi.advanceTimersByTimeAsync(BELT_REFRESH_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(seen[1]?.get('match:7')?.sold).toBe(102);
    refresh.stop();
    await vi.advanceTimersByTimeAsync(BELT_REFRESH_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('does not read while the page is hidden, and reads when it is shown again', async () => {
    const { env, fetch, setHidden } = environment();
    const refresh = startBeltRefresh({ urls: URLS, env, onCounters: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(BELT_REFRESH_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(2);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(4);
    refresh.stop();
  });

  it('000 §8: a failed read (an error status, or no answer) is told to onFailure, keeps the counters and is tried again', async () => {
    const { env, fetch } = environment();
    const seen: Map<string, BeltCounter>[] = [];
    const failures: unknown[] = [];
    let successes = 0;
    const refresh = startBeltRefresh({
      urls: URLS,
      env,
      onCounters: (c) => seen.push(c),
      onFailure: (error) => failures.push(error),
      onSuccess: () => {
        successes += 1;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect([seen.length, failures.length, successes]).toEqual([1, 0, 1]);
    fetch.mockImplementationOnce(() => Promise.resolve(new Response('{}', { status: 500 })));
    await vi.advanceTimersByTimeAsync(BELT_REFRESH_MS);
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toContain('answered 500');
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.advanceTimersByTimeAsync(BELT_REFRESH_MS);
    expect(failures).toHaveLength(2);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(BELT_REFRESH_MS);
    expect([seen.length, failures.length, successes]).toEqual([2, 2, 2]);
    refresh.stop();
  });

  it('a read cut short by stop() is no failure', async () => {
    const { env, fetch } = environment();
    const pending: ((error: Error) => void)[] = [];
    fetch.mockImplementation(
      (_url: string) =>
        new Promise<Response>((_resolve, reject) => {
          pending.push(reject);
        }),
    );
    const failures: unknown[] = [];
    const refresh = startBeltRefresh({
      urls: URLS,
      env,
      onCounters: () => undefined,
      onFailure: (error) => failures.push(error),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(pending).toHaveLength(2);
    refresh.stop();
    for (const reject of pending)
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    await vi.advanceTimersByTimeAsync(BELT_REFRESH_MS * 2);
    expect(failures).toEqual([]);
  });
});
