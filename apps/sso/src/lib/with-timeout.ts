/** Thrown by `withTimeout` when the work did not settle in time. */
class TimeoutError extends Error {
  constructor(milliseconds: number) {
    super(`No answer within ${String(milliseconds)} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * `work`, or a `TimeoutError` after `milliseconds` (the work itself is not cancelled; its late
 * result or failure is dropped). The timer never keeps the process alive.
 */
export async function withTimeout<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new TimeoutError(milliseconds));
    }, milliseconds);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
