import { describe, expect, it } from 'vitest';
import { MatchOrder } from '../../src/routes/live-writes/match-order';

/** A promise to settle by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets every queued callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('MatchOrder: one match’s live writes one after another', () => {
  it('a second write of a match starts only once the first has finished', async () => {
    const order = new MatchOrder();
    const steps: string[] = [];
    const first = deferred();
    const a = order.run(2, async () => {
      steps.push('a starts');
      await first.promise;
      steps.push('a ends');
      return 'a';
    });
    const b = order.run(2, () => {
      steps.push('b starts');
      return Promise.resolve('b');
    });
    await settle();
    expect(steps).toEqual(['a starts']);
    first.resolve();
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(steps).toEqual(['a starts', 'a ends', 'b starts']);
    expect(order.busy).toBe(0);
  });

  it('writes of different matches run side by side', async () => {
    const order = new MatchOrder();
    const held = deferred();
    const steps: string[] = [];
    const a = order.run(2, async () => {
      await held.promise;
      steps.push('match 2');
    });
    await order.run(3, () => {
      steps.push('match 3');
      return Promise.resolve();
    });
    expect(steps).toEqual(['match 3']);
    expect(order.busy).toBe(1);
    held.resolve();
    await a;
    expect(steps).toEqual(['match 3', 'match 2']);
  });

  it('a failed write is reported to its caller and does not hold up the next', async () => {
    const order = new MatchOrder();
    const failing = deferred();
    const a = order.run(2, () => failing.promise);
    const b = order.run(2, () => Promise.resolve('b'));
    failing.reject(new Error('write refused'));
    await expect(a).rejects.toThrow('write refused');
    expect(await b).toBe('b');
    expect(order.busy).toBe(0);
  });
});
