import { QUIZ_TIMER_TICK_MS, quizTimerRemaining } from '@trybuna/domain';

/** The clock and timers the question timer runs on (the browser's, or a test's). */
export interface TimerClock {
  /** Milliseconds from any fixed origin (monotonic in the browser). */
  now: () => number;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export const browserClock: TimerClock = {
  now: () => performance.now(),
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (handle) => {
    window.clearInterval(handle as number);
  },
};

/**
 * 001 §4, §9 question timer: counts down from `seconds` (the server's `remaining_time`), a tick
 * every 10 ms taking 0.01 s off, reporting each new value; at 0 it stops and calls `onEnd`
 * once. Returns the stop function.
 */
export function startQuizTimer(input: {
  seconds: number;
  clock: TimerClock;
  onTick: (remaining: number) => void;
  onEnd: () => void;
}): () => void {
  const { seconds, clock, onTick, onEnd } = input;
  const started = clock.now();
  let last = seconds;
  let handle: unknown = null;
  const stop = () => {
    if (handle === null) return;
    clock.clearInterval(handle);
    handle = null;
  };
  handle = clock.setInterval(() => {
    const left = quizTimerRemaining(seconds, clock.now() - started);
    if (left !== last) {
      last = left;
      onTick(left);
    }
    if (left <= 0) {
      stop();
      onEnd();
    }
  }, QUIZ_TIMER_TICK_MS);
  return stop;
}
