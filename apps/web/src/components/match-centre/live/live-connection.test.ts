import { describe, expect, it, vi } from 'vitest';
import { startLiveConnection, type CableMixin, type LiveEnvironment } from './live-connection';

/** A fake Action Cable consumer and a manual clock. */
function fakes() {
  const timers = new Map<number, () => void>();
  let next = 1;
  let mixin: CableMixin | null = null;
  const perform = vi.fn(() => true);
  const created: object[] = [];
  const env: LiveEnvironment = {
    connect: () =>
      Promise.resolve({
        subscriptions: {
          create: (channel, m) => {
            created.push(channel);
            mixin = m;
            return { perform, unsubscribe: vi.fn() };
          },
        },
        disconnect: vi.fn(),
      }),
    setTimeout: (run) => {
      const id = next++;
      timers.set(id, run);
      return id;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  const fire = async () => {
    const pending = [...timers.entries()];
    timers.clear();
    for (const [, run] of pending) run();
    await Promise.resolve();
    await Promise.resolve();
  };
  return {
    env,
    perform,
    created,
    timers,
    fire,
    cable: () => {
      if (!mixin) throw new Error('not subscribed');
      return mixin;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live connection (docs/live.md)', () => {
  it('subscribes to the match channel and hands messages on in order, repeats dropped; a resync is a read', async () => {
    const f = fakes();
    const onMessage = vi.fn<(type: string, data: unknown) => void>();
    const reread = vi.fn(() => Promise.resolve(() => undefined));
    const live = startLiveConnection({
      url: 'ws://api/cable',
      matchId: '12',
      env: f.env,
      onMessage,
      reread,
    });
    await settle();
    expect(f.created).toEqual([{ channel: 'MatchChannel', match_id: '12' }]);
    f.cable().connected();
    f.cable().received({ seq: 1, type: 'match_updated', data: { data: { id: '12' } } });
    f.cable().received({ seq: 1, type: 'match_updated', data: { data: { id: '12' } } });
    // Not the contract's envelope: an unlisted type, a number out of range, a bare string.
    f.cable().received({ seq: 5, type: 'goal_scored', data: null });
    f.cable().received({ seq: -1, type: 'odds_updated', data: null });
    f.cable().received('match_updated');
    f.cable().received({ seq: 2, type: 'resync', data: null });
    expect(onMessage.mock.calls.map(([type]) => type)).toEqual(['match_updated']);
    expect(reread).toHaveBeenCalledTimes(1);
    expect(live.lastSeq()).toBe(2);
    live.stop();
  });

  it('runs a read asked for while one is in flight after it (a poll running when the socket comes back)', async () => {
    const f = fakes();
    const applied: string[] = [];
    const pending: ((apply: () => void) => void)[] = [];
    const reread = vi.fn(
      () =>
        new Promise<() => void>((resolve) => {
          pending.push(resolve);
        }),
    );
    const live = startLiveConnection({
      url: 'ws://api/cable',
      matchId: '12',
      env: f.env,
      onMessage: vi.fn(),
      reread,
    });
    await settle();
    f.cable().connected();
    f.cable().disconnected();
    await f.fire(); // the fallback poll starts reading
    expect(reread).toHaveBeenCalledTimes(1);
    f.cable().connected(); // back before the poll answered: its read must not be skipped
    pending[0]?.(() => applied.push('poll'));
    await settle();
    expect(reread).toHaveBeenCalledTimes(2);
    pending[1]?.(() => applied.push('catch-up'));
    await settle();
    expect(applied).toEqual(['poll', 'catch-up']);
    live.stop();
  });

  it('reads again instead of applying a read that a stream message overtook', async () => {
    const f = fakes();
    const applied: number[] = [];
    const resolvers: (() => void)[] = [];
    const reread = vi.fn(() => {
      const n = reread.mock.calls.length;
      return new Promise<() => void>((resolve) => {
        resolvers.push(() => {
          resolve(() => applied.push(n));
        });
      });
    });
    const onMessage = vi.fn();
    const live = startLiveConnection({
      url: 'ws://api/cable',
      matchId: '12',
      env: f.env,
      onMessage,
      reread,
    });
    await settle();
    f.cable().connected(); // the catch-up read starts
    f.cable().received({ seq: 3, type: 'timeline_item_deleted', data: null });
    resolvers[0]?.(); // the read answers with a view from before the delete
    await settle();
    expect(applied).toEqual([]);
    expect(reread).toHaveBeenCalledTimes(2);
    resolvers[1]?.();
    await settle();
    expect(applied).toEqual([2]);
    expect(onMessage).toHaveBeenCalledTimes(1);
    live.stop();
  });

  it('polls over HTTP while the socket is down and never while it is up', async () => {
    const f = fakes();
    const reread = vi.fn(() => Promise.resolve(() => undefined));
    const live = startLiveConnection({
      url: 'ws://api/cable',
      matchId: '12',
      env: f.env,
      onMessage: vi.fn(),
      reread,
    });
    await settle();
    // Not connected yet: one poll is scheduled.
    expect(f.timers.size).toBe(1);
    f.cable().connected();
    expect(f.timers.size).toBe(0);
    // The first connection reads once (what changed before the subscription began).
    expect(reread).toHaveBeenCalledTimes(1);
    await settle();
    f.cable().disconnected();
    await f.fire();
    expect(reread).toHaveBeenCalledTimes(2);
    await settle();
    expect(f.timers.size).toBe(1);
    f.cable().connected();
    expect(f.timers.size).toBe(0);
    live.stop();
  });

  it('resumes from the last number after a reconnect', async () => {
    const f = fakes();
    const reread = vi.fn(() => Promise.resolve(() => undefined));
    const live = startLiveConnection({
      url: 'ws://api/cable',
      matchId: '12',
      env: f.env,
      onMessage: vi.fn(),
      reread,
    });
    await settle();
    f.cable().connected();
    await settle();
    f.cable().received({ seq: 7, type: 'timeline_item_added', data: null });
    f.cable().disconnected();
    f.cable().connected();
    expect(f.perform).toHaveBeenCalledWith('resume', { since: 7 });
    expect(reread).toHaveBeenCalledTimes(1); // the first connection's read only
    live.stop();
  });

  it('re-reads over HTTP on the first connection and on a reconnect before any message was numbered', async () => {
    const f = fakes();
    const reread = vi.fn(() => Promise.resolve(() => undefined));
    const live = startLiveConnection({
      url: 'ws://api/cable',
      matchId: '12',
      env: f.env,
      onMessage: vi.fn(),
      reread,
    });
    await settle();
    f.cable().connected();
    await settle();
    f.cable().disconnected();
    f.cable().connected();
    await settle();
    expect(f.perform).not.toHaveBeenCalled();
    expect(reread).toHaveBeenCalledTimes(2);
    live.stop();
  });

  it('a first connection made only after the API came back (a failed poll) still reads', async () => {
    const f = fakes();
    const applied: string[] = [];
    let fail = true;
    const reread = vi.fn(() =>
      fail
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(() => {
            applied.push('read');
          }),
    );
    const live = startLiveConnection({
      url: 'ws://api/cable',
      matchId: '12',
      env: f.env,
      onMessage: vi.fn(),
      reread,
    });
    await settle();
    await f.fire(); // the API is down: the poll fails
    await settle();
    fail = false;
    f.cable().connected(); // the socket comes up before the next poll
    await settle();
    expect(reread).toHaveBeenCalledTimes(2);
    expect(applied).toEqual(['read']);
    expect(f.timers.size).toBe(0);
    live.stop();
  });

  it('keeps polling after the subscription is rejected', async () => {
    const f = fakes();
    const reread = vi.fn(() => Promise.resolve(() => undefined));
    const live = startLiveConnection({
      url: 'ws://api/cable',
      matchId: '12',
      env: f.env,
      onMessage: vi.fn(),
      reread,
    });
    await settle();
    f.cable().rejected();
    await f.fire();
    await settle();
    await f.fire();
    expect(reread).toHaveBeenCalledTimes(2);
    live.stop();
    expect(f.timers.size).toBe(0);
  });
});
