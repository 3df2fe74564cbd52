import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  openDatabase,
  StatementTimeoutError,
  withStartDeadline,
  type StatementRunner,
} from '../src';

/** A stand-in for PGlite: records what ran; `slow` moves the clock on by 10 s. */
function fakeClient(clock: { t: number }) {
  const ran: string[] = [];
  const client = {
    closed: false,
    query: (name: string) => {
      ran.push(name);
      if (name === 'slow') clock.t += 10_000;
      return Promise.resolve(name);
    },
    exec: (name: string) => Promise.resolve(name),
    transaction: (run: () => Promise<unknown>) => run(),
    other: () => 'passed through',
  };
  return { client, ran };
}

describe('withStartDeadline (PGlite statement timeout)', () => {
  it('does not run a statement whose turn comes after the timeout: 57014 instead', async () => {
    const clock = { t: 0 };
    const { client, ran } = fakeClient(clock);
    const guarded = withStartDeadline(client as unknown as StatementRunner & typeof client, {
      timeoutMs: 5_000,
      now: () => clock.t,
    });
    const slow = guarded.query('slow');
    const queued = guarded.query('queued');
    await expect(slow).resolves.toBe('slow');
    await expect(queued).rejects.toBeInstanceOf(StatementTimeoutError);
    await expect(queued).rejects.toMatchObject({ code: '57014' });
    expect(ran).toEqual(['slow']);
    // Asked after the slow one ended: it runs.
    await expect(guarded.query('later')).resolves.toBe('later');
    expect(guarded.other()).toBe('passed through');
  });

  it('a closed client fails with DatabaseUnavailableError without running anything', async () => {
    const { client, ran } = fakeClient({ t: 0 });
    const guarded = withStartDeadline(client as unknown as StatementRunner & typeof client, {
      timeoutMs: 5_000,
    });
    client.closed = true;
    await expect(guarded.query('x')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(guarded.query('x')).rejects.toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(ran).toEqual([]);
  });

  it('a real PGlite closed under Drizzle answers DatabaseUnavailableError (in the cause)', async () => {
    const database = await openDatabase({ kind: 'memory' });
    await database.ping();
    await database.close();
    const failure: unknown = await database.ping().catch((error: unknown) => error);
    const chain: unknown[] = [];
    for (let e = failure; e instanceof Error; e = e.cause) chain.push(e);
    expect(chain.some((e) => e instanceof DatabaseUnavailableError)).toBe(true);
    await expect(database.query(sql`select 1`)).rejects.toBeDefined();
  });
});
