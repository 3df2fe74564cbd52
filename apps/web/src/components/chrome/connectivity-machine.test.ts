import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivityMachine, type ConnectivityStatus } from './connectivity-machine';

interface Deferred {
  resolve: () => void;
  reject: () => void;
}

function setup(probeImpl?: () => Promise<unknown>) {
  const changes: ConnectivityStatus[] = [];
  const pending: Deferred[] = [];
  const probe = vi.fn(
    probeImpl ??
      (() =>
        new Promise<void>((resolve, reject) => {
          pending.push({
            resolve,
            reject: () => {
              reject(new Error('network'));
            },
          });
        })),
  );
  const machine = createConnectivityMachine({
    probe,
    intervalMs: 2000,
    onChange: (status) => changes.push(status),
  });
  return { machine, probe, changes, pending };
}

describe('createConnectivityMachine (000 §4.6)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks offline at once on an offline event, without probing', () => {
    const { machine, probe, changes } = setup();
    machine.handleOffline();
    expect(changes).toEqual(['offline']);
    expect(probe).not.toHaveBeenCalled();
    expect(machine.probing).toBe(false);
  });

  it('probes every 2000 ms after an online event and stops on the first success', async () => {
    const { machine, probe, changes } = setup(() => Promise.resolve(new Response(null)));
    machine.handleOnline();
    expect(machine.probing).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(changes).toEqual(['online']);
    expect(machine.probing).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('marks offline and stops when the probe fails', async () => {
    const { machine, probe, changes } = setup(() => Promise.reject(new TypeError('fetch')));
    machine.handleOnline();
    await vi.advanceTimersByTimeAsync(2000);
    expect(changes).toEqual(['offline']);
    expect(machine.probing).toBe(false);
    await vi.advanceTimersByTimeAsync(6000);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('treats a probe that throws synchronously as a failure', async () => {
    const { machine, changes } = setup(() => {
      throw new Error('boom');
    });
    machine.handleOnline();
    await vi.advanceTimersByTimeAsync(2000);
    expect(changes).toEqual(['offline']);
  });

  it('keeps probing while a probe hangs; the first answer wins and later ones are ignored', async () => {
    const { machine, probe, changes, pending } = setup();
    machine.handleOnline();
    await vi.advanceTimersByTimeAsync(4000);
    expect(probe).toHaveBeenCalledTimes(2);
    pending[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual(['online']);
    pending[0]?.reject();
    await vi.advanceTimersByTimeAsync(4000);
    expect(changes).toEqual(['online']);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('runs one loop however many online events arrive', async () => {
    const { machine, probe } = setup();
    machine.handleOnline();
    machine.handleOnline();
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('an offline event stops probing and ignores the answer in flight', async () => {
    const { machine, probe, changes, pending } = setup();
    machine.handleOnline();
    await vi.advanceTimersByTimeAsync(2000);
    machine.handleOffline();
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(6000);
    expect(changes).toEqual(['offline']);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(machine.probing).toBe(false);
  });

  it('can probe again after a later online event', async () => {
    const { machine, probe, changes } = setup(() => Promise.resolve('ok'));
    machine.handleOnline();
    await vi.advanceTimersByTimeAsync(2000);
    machine.handleOffline();
    machine.handleOnline();
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(changes).toEqual(['online', 'offline', 'online']);
  });

  it('dispose stops the loop silently', async () => {
    const { machine, probe, changes } = setup(() => Promise.resolve('ok'));
    machine.handleOnline();
    machine.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('defaults to the spec interval of 2000 ms', async () => {
    const probe = vi.fn(() => Promise.resolve('ok'));
    const machine = createConnectivityMachine({ probe, onChange: () => undefined });
    machine.handleOnline();
    await vi.advanceTimersByTimeAsync(1999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
