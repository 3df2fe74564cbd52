import { REFUSED_START_EXIT_CODE } from '@trybuna/config/env';
import {
  describeExit,
  killGroup,
  startService,
  stopAll,
  type ExitStatus,
  type Service,
} from './supervisor';

/** When `npm start` restarts an app that stopped on its own. */
export interface BackoffPolicy {
  /** Delay before the first restart. */
  firstDelayMs: number;
  /** Each further restart waits twice as long, up to this. */
  maxDelayMs: number;
  /** A run at least this long counts as healthy: the next crash starts again at the first delay. */
  resetAfterMs: number;
}

/** 0.5 s, 1 s, 2 s … 30 s; back to 0.5 s after a minute of running. */
export const RESTART_BACKOFF: BackoffPolicy = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  resetAfterMs: 60_000,
};

/** The delays of consecutive restarts (pure: the run lengths come in, delays come out). */
export class RestartBackoff {
  readonly #policy: BackoffPolicy;
  #failures = 0;

  constructor(policy: BackoffPolicy = RESTART_BACKOFF) {
    this.#policy = policy;
  }

  /** The delay before the next start, after a run of `ranForMs`. */
  next(ranForMs: number): number {
    if (ranForMs >= this.#policy.resetAfterMs) this.#failures = 0;
    const delay = Math.min(
      this.#policy.firstDelayMs * 2 ** this.#failures,
      this.#policy.maxDelayMs,
    );
    if (delay < this.#policy.maxDelayMs) this.#failures += 1;
    return delay;
  }
}

/** What a supervised app did: started (the first run is 0), stopped on its own, or refused. */
export type SupervisorEvent =
  | { type: 'start'; name: string; run: number; pid: number | undefined }
  /** It exited with `REFUSED_START_EXIT_CODE` (78): it said why; it is not started again. */
  | { type: 'refused'; name: string }
  | {
      type: 'exit';
      name: string;
      status: ExitStatus;
      ranForMs: number;
      /** How many restarts this one makes (1 for the first). */
      restart: number;
      delayMs: number;
    };

export interface SupervisorOptions {
  backoff?: BackoffPolicy;
  /** Where the restart lines go (default: stderr). */
  log?: (line: string) => void;
  /** Every start and unexpected exit (tests follow the restarts with it). */
  onEvent?: (event: SupervisorEvent) => void;
  now?: () => number;
}

/** `250 ms`, `2.5 s`, `4.2 min`. */
export function duration(ms: number): string {
  if (ms < 1000) return `${String(Math.round(ms))} ms`;
  if (ms < 120_000) return `${String(Math.round(ms / 100) / 10)} s`;
  return `${String(Math.round(ms / 6000) / 10)} min`;
}

/**
 * One app under `npm start`: started in its own process group, and started again whenever it
 * stops without being asked (crash, exit, kill), after the `RestartBackoff` delay. Every
 * restart is logged with the app's name, how it ended, and the next delay; a crash loop keeps
 * backing off (at most `maxDelayMs` apart) and never gives up, except after an exit with
 * `REFUSED_START_EXIT_CODE` (a refusal the app named). `stop()` ends it for good.
 */
export class SupervisedApp {
  readonly name: string;
  readonly #argv: string[];
  readonly #env: NodeJS.ProcessEnv;
  readonly #backoff: RestartBackoff;
  readonly #policy: BackoffPolicy;
  readonly #log: (line: string) => void;
  readonly #onEvent: (event: SupervisorEvent) => void;
  readonly #now: () => number;
  #current: Service | undefined;
  #timer: NodeJS.Timeout | undefined;
  #stopping = false;
  #refused = false;
  #runs = 0;
  #restarts = 0;
  #lastExit: ExitStatus | undefined;

  constructor(name: string, argv: string[], env: NodeJS.ProcessEnv, options: SupervisorOptions) {
    this.name = name;
    this.#argv = argv;
    this.#env = env;
    this.#policy = options.backoff ?? RESTART_BACKOFF;
    this.#backoff = new RestartBackoff(this.#policy);
    this.#log =
      options.log ??
      ((line) => {
        console.error(line);
      });
    this.#onEvent = options.onEvent ?? (() => undefined);
    this.#now = options.now ?? Date.now;
  }

  /** Restarts so far. */
  get restarts(): number {
    return this.#restarts;
  }

  /** How the last unexpected stop ended (for start-up errors). */
  get lastExit(): ExitStatus | undefined {
    return this.#lastExit;
  }

  /** Running, waiting for its restart delay, stopped for good, or refused to start. */
  get state(): 'running' | 'waiting' | 'stopped' | 'refused' {
    if (this.#current) return 'running';
    if (this.#refused) return 'refused';
    return this.#stopping ? 'stopped' : 'waiting';
  }

  /** The running process's id (none while waiting to restart). */
  get pid(): number | undefined {
    return this.#current?.child.pid;
  }

  start(): void {
    if (this.#stopping || this.#current) return;
    const startedAt = this.#now();
    const service = startService(this.name, this.#argv, this.#env);
    this.#current = service;
    this.#onEvent({ type: 'start', name: this.name, run: this.#runs, pid: service.child.pid });
    this.#runs += 1;
    void service.exited.then((status) => {
      this.#exited(service, status, this.#now() - startedAt);
    });
  }

  #exited(service: Service, status: ExitStatus, ranForMs: number): void {
    if (this.#current === service) this.#current = undefined;
    if (this.#stopping) return;
    // Whatever the dead leader left in its group (it would hold the port) goes first.
    killGroup(service, 'SIGKILL');
    this.#lastExit = status;
    if (status.code === REFUSED_START_EXIT_CODE) {
      // It refused on purpose (a PROD start on demo data) and printed why: trying again
      // would only print it again.
      this.#stopping = true;
      this.#refused = true;
      this.#log(
        `[start] ${this.name} refused to start (exit ${String(status.code)}): not restarted`,
      );
      this.#onEvent({ type: 'refused', name: this.name });
      return;
    }
    this.#restarts += 1;
    const delayMs = this.#backoff.next(ranForMs);
    // The timer is set before anyone hears of the exit: a `stop()` from them clears it.
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.start();
    }, delayMs);
    const looping = delayMs >= this.#policy.maxDelayMs ? ' (crash loop: still retrying)' : '';
    this.#log(
      `[start] ${this.name} stopped (${describeExit(status)}) after ${duration(ranForMs)}; ` +
        `restart ${String(this.#restarts)} in ${duration(delayMs)}${looping}`,
    );
    this.#onEvent({
      type: 'exit',
      name: this.name,
      status,
      ranForMs,
      restart: this.#restarts,
      delayMs,
    });
  }

  /** No more restarts; SIGTERM to the process group, SIGKILL after `graceMs`. */
  async stop(graceMs?: number): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const service = this.#current;
    if (service) await stopAll([service], graceMs);
  }
}

/** Stops every app at once (Ctrl-C, SIGTERM, a failed start-up). */
export async function stopApps(apps: readonly SupervisedApp[], graceMs?: number): Promise<void> {
  await Promise.all(apps.map((app) => app.stop(graceMs)));
}
