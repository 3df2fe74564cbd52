import { ONLINE_PROBE_INTERVAL_MS } from '@trybuna/domain';

export type ConnectivityStatus = 'online' | 'offline';

export interface ConnectivityMachineOptions {
  /** One network probe: resolves when the network answered, rejects when it did not. */
  probe: () => Promise<unknown>;
  /** Mark the status and announce it (000 §4.6). */
  onChange: (status: ConnectivityStatus) => void;
  intervalMs?: number;
}

export interface ConnectivityMachine {
  /** The browser's 'offline' event. */
  handleOffline: () => void;
  /** The browser's 'online' event: starts probing every `intervalMs`. */
  handleOnline: () => void;
  /** Whether a probe loop is running. */
  readonly probing: boolean;
  /** Stops probing; results of probes still in flight are ignored. */
  dispose: () => void;
}

/**
 * 000 §4.6. 'offline' marks offline at once. 'online' starts a probe every 2000 ms; the first
 * probe to settle decides: success marks online, failure marks offline, and either stops
 * the loop. A probe still pending when the next tick comes does not stop the next one.
 */
export function createConnectivityMachine({
  probe,
  onChange,
  intervalMs = ONLINE_PROBE_INTERVAL_MS,
}: ConnectivityMachineOptions): ConnectivityMachine {
  let timer: ReturnType<typeof setInterval> | null = null;
  // Bumped on every stop so that late answers of an earlier loop are ignored.
  let generation = 0;

  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    generation += 1;
  };

  const settle = (probeGeneration: number, status: ConnectivityStatus) => {
    if (probeGeneration !== generation) return;
    stop();
    onChange(status);
  };

  const tick = () => {
    const probeGeneration = generation;
    new Promise((resolve) => {
      resolve(probe());
    }).then(
      () => {
        settle(probeGeneration, 'online');
      },
      () => {
        settle(probeGeneration, 'offline');
      },
    );
  };

  return {
    handleOffline: () => {
      stop();
      onChange('offline');
    },
    handleOnline: () => {
      if (timer !== null) return;
      timer = setInterval(tick, intervalMs);
    },
    get probing() {
      return timer !== null;
    },
    dispose: stop,
  };
}
