import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMatchPoller, type PollerEnvironment } from './match-poller';
import type { CounterMatch } from './counter-match';

const API = 'https://api.example/api/v3';

/** A browser stand-in: fake timers, a switchable `document.hidden`, canned match answers. */
function environment(statuses: string[]) {
  let hidden = false;
  const listeners = new Set<() => void>();
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 'pending';
    const body = {
      data: { id: '5', type: 'matches', attributes: { status, home_squad_score: 1 } },
    };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  const env: PollerEnvironment = {
    fetch: (input, init) => fetch(input as string, init),
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
  return { env, calls, setHidden, listeners };
}

describe('counter hero poller (001 §4: every 1 s while visible and not ended)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads at once, then one second after each answer, without a body header', async () => {
    const { env, calls } = environment(['pending']);
    const seen: CounterMatch[] = [];
    const poller = startMatchPoller({ id: '5', apiBase: API, env, onMatch: (m) => seen.push(m) });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(5);
    expect(calls[0]?.url).toContain('/matches/5?fields[matches]=status%2C');
    expect(calls[0]?.init?.cache).toBe('no-cache');
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(headers['Client-Id']).toBe('1');
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('content-type');
    expect(seen[0]).toEqual({ status: 'pending', home_squad_score: 1 });
    poller.stop();
  });

  it('pauses while the page is hidden and reads again as soon as it is shown', async () => {
    const { env, calls, setHidden } = environment(['pending']);
    const poller = startMatchPoller({ id: '5', apiBase: API, env, onMatch: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    poller.stop();
  });

  it('stops for good once the match is ended', async () => {
    const { env, calls, listeners } = environment(['live', 'ended']);
    const seen: CounterMatch[] = [];
    startMatchPoller({ id: '5', apiBase: API, env, onMatch: (m) => seen.push(m) });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2);
    expect(seen.map((m) => m.status)).toEqual(['live', 'ended']);
    expect(listeners.size).toBe(0);
  });

  it('tries again a second after a failed read, and stops when told', async () => {
    const { env, calls } = environment(['pending']);
    const failing = vi.fn(() => Promise.reject(new TypeError('offline')));
    const poller = startMatchPoller({
      id: '5',
      apiBase: API,
      env: { ...env, fetch: failing },
      onMatch: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(failing).toHaveBeenCalledTimes(3);
    poller.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(failing).toHaveBeenCalledTimes(3);
    expect(calls).toHaveLength(0);
  });

  it('000 §8: a failed read (an error status, or no answer) goes to onFailure and is tried a second later', async () => {
    const { env } = environment(['pending']);
    const canned = [
      () => Promise.resolve(new Response('{}', { status: 500 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    const answer = env.fetch;
    env.fetch = (input, init) => canned.shift()?.() ?? answer(input, init);
    const seen: CounterMatch[] = [];
    const failures: unknown[] = [];
    let successes = 0;
    const poller = startMatchPoller({
      id: '5',
      apiBase: API,
      env,
      onMatch: (m) => seen.push(m),
      onFailure: (error) => failures.push(error),
      onSuccess: () => {
        successes += 1;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(String(failures[0])).toContain('answered 500');
    await vi.advanceTimersByTimeAsync(1000);
    expect(String(failures[1])).toBe('TypeError: Failed to fetch');
    expect([seen.length, successes]).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(1000);
    expect([seen.length, successes, failures.length]).toEqual([1, 1, 2]);
    poller.stop();
  });
});
