import { describe, expect, it } from 'vitest';
import { REFUSED_START_EXIT_CODE } from '@trybuna/config/env';
import {
  duration,
  RESTART_BACKOFF,
  RestartBackoff,
  SupervisedApp,
  type BackoffPolicy,
  type SupervisorEvent,
} from '../../lib/restart';

/** Tiny delays, no reset: the sequence is fixed whatever the machine's speed. */
const FAST: BackoffPolicy = { firstDelayMs: 10, maxDelayMs: 40, resetAfterMs: 3_600_000 };

/** A child that is `node -e script`. */
function fakeApp(
  script: string,
  onEvent: (event: SupervisorEvent, app: SupervisedApp) => void,
  log: string[],
): SupervisedApp {
  const app: SupervisedApp = new SupervisedApp(
    'fake',
    [process.execPath, '-e', script],
    { PATH: process.env.PATH },
    {
      backoff: FAST,
      log: (line) => log.push(line),
      onEvent: (event) => {
        onEvent(event, app);
      },
    },
  );
  return app;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('restart backoff (issue 14 item 10)', () => {
  it('is 0.5 s doubling to 30 s, back to 0.5 s after a minute of running', () => {
    expect(RESTART_BACKOFF).toEqual({
      firstDelayMs: 500,
      maxDelayMs: 30_000,
      resetAfterMs: 60_000,
    });
    const backoff = new RestartBackoff();
    const crashes = Array.from({ length: 9 }, () => backoff.next(100));
    expect(crashes).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(backoff.next(60_000)).toBe(500);
    expect(backoff.next(59_999)).toBe(1000);
    expect(backoff.next(0)).toBe(2000);
  });
});

it('logs durations in ms, s or min', () => {
  expect([duration(250), duration(2500), duration(252_000)]).toEqual([
    '250 ms',
    '2.5 s',
    '4.2 min',
  ]);
});

describe('a supervised app (npm start)', () => {
  it('is restarted after each crash with a growing delay, logged, until stopped', async () => {
    const log: string[] = [];
    const events: SupervisorEvent[] = [];
    const app = await new Promise<SupervisedApp>((resolve) => {
      const started = fakeApp(
        'process.exit(3)',
        (event, self) => {
          events.push(event);
          if (event.type === 'exit' && event.restart === 5) {
            void self.stop().then(() => {
              resolve(self);
            });
          }
        },
        log,
      );
      started.start();
    });

    expect(app.state).toBe('stopped');
    expect(app.restarts).toBe(5);
    const exits = events.filter((e) => e.type === 'exit');
    expect(exits.map((e) => [e.restart, e.delayMs, e.status.code])).toEqual([
      [1, 10, 3],
      [2, 20, 3],
      [3, 40, 3],
      [4, 40, 3],
      [5, 40, 3],
    ]);
    expect(events.filter((e) => e.type === 'start').map((e) => e.run)).toEqual([0, 1, 2, 3, 4]);
    expect(
      log.map((line) => /^\[start\] fake stopped \(exit 3\) after .+; (.+)$/.exec(line)?.[1]),
    ).toEqual([
      'restart 1 in 10 ms',
      'restart 2 in 20 ms',
      'restart 3 in 40 ms (crash loop: still retrying)',
      'restart 4 in 40 ms (crash loop: still retrying)',
      'restart 5 in 40 ms (crash loop: still retrying)',
    ]);
  });

  it('is not restarted after it refused to start (exit 78), and says so (issue 30)', async () => {
    const log: string[] = [];
    const events: SupervisorEvent[] = [];
    const app = await new Promise<SupervisedApp>((resolve) => {
      const started = fakeApp(
        `console.error('refused'); process.exit(${String(REFUSED_START_EXIT_CODE)})`,
        (event, self) => {
          events.push(event);
          if (event.type === 'refused') resolve(self);
        },
        log,
      );
      started.start();
    });
    expect(app.state).toBe('refused');
    expect(app.restarts).toBe(0);
    expect(app.lastExit).toEqual({ code: 78, signal: null });
    expect(events.map((e) => e.type)).toEqual(['start', 'refused']);
    expect(log).toEqual(['[start] fake refused to start (exit 78): not restarted']);
    await app.stop();
    expect(app.state).toBe('refused');
  });

  it('is restarted when killed, and stop() ends it for good (SIGTERM)', async () => {
    const log: string[] = [];
    const events: SupervisorEvent[] = [];
    const pids: number[] = [];
    const app = await new Promise<SupervisedApp>((resolve) => {
      const started = fakeApp(
        'setInterval(() => {}, 60000)',
        (event, self) => {
          events.push(event);
          if (event.type !== 'start' || event.pid === undefined) return;
          pids.push(event.pid);
          if (event.run === 0) process.kill(event.pid, 'SIGKILL');
          else resolve(self);
        },
        log,
      );
      started.start();
    });
    expect(app.state).toBe('running');
    await app.stop();

    expect(app.state).toBe('stopped');
    expect(pids).toHaveLength(2);
    expect(pids.filter(alive)).toEqual([]);
    expect(
      events.map((e) => (e.type === 'exit' ? `exit ${String(e.status.signal)}` : e.type)),
    ).toEqual(['start', 'exit SIGKILL', 'start']);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(
      /^\[start\] fake stopped \(signal SIGKILL\) after .+; restart 1 in 10 ms$/,
    );
  });
});
