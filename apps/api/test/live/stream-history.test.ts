import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../src/live/messages';
import type { LiveStreamTail } from '../../src/repositories/live-messages';
import {
  StreamHistory,
  type Replay,
  type StreamHistoryOptions,
} from '../../src/live/stream-history';

/**
 * The streams' in-memory windows (docs/live.md "Resume"), on a stored stream kept in an array
 * here: what the database would hold, read the way `liveStreamTail` reads it.
 */
function store() {
  const streams = new Map<number, LiveMessage[]>([
    [1, []],
    [2, []],
    [3, []],
  ]);
  const loads: number[] = [];
  const append = (matchId: number, data: unknown = null): LiveMessage => {
    const stream = streams.get(matchId) ?? [];
    const message: LiveMessage = { seq: stream.length + 1, type: 'match_updated', data };
    stream.push(message);
    return message;
  };
  const load = (matchId: number, limit: number): Promise<LiveStreamTail | null> => {
    loads.push(matchId);
    const stream = streams.get(matchId);
    return Promise.resolve(
      stream ? { latest: stream.length, messages: stream.slice(-limit) } : null,
    );
  };
  return { append, load, loads };
}

const seqs = (replay: Replay | null) =>
  replay?.kind === 'messages' ? replay.entries.map((entry) => entry.seq) : replay;

function history(
  db: ReturnType<typeof store>,
  options: Partial<StreamHistoryOptions> = {},
  active = new Set<string>(['1', '2', '3']),
) {
  const windows = new StreamHistory({
    load: db.load,
    isActive: (matchId) => active.has(matchId),
    ...options,
  });
  /** Stores and broadcasts a message, as the publisher does. */
  const publish = (matchId: number, data: unknown = null) => {
    const message = db.append(matchId, data);
    windows.record(String(matchId), message.seq, JSON.stringify(message));
    return message;
  };
  return { windows, publish };
}

describe('StreamHistory: resumes from memory', () => {
  it('fills a window once, even for concurrent readers, then follows the broadcasts', async () => {
    const db = store();
    const { windows, publish } = history(db);
    for (let n = 0; n < 3; n += 1) publish(2);
    const [a, b, c] = await Promise.all([
      windows.replay('2', 0),
      windows.replay('2', 1),
      windows.open('2'),
    ]);
    expect([seqs(a), seqs(b), c]).toEqual([[1, 2, 3], [2, 3], true]);
    publish(2);
    publish(2);
    expect(seqs(await windows.replay('2', 3))).toEqual([4, 5]);
    expect(seqs(await windows.replay('2', 5))).toEqual([]);
    expect(db.loads).toEqual([2]);
    const entries = await windows.replay('2', 4);
    expect(entries?.kind === 'messages' && entries.entries[0]?.json).toBe(
      JSON.stringify({ seq: 5, type: 'match_updated', data: null }),
    );
  });

  it('answers a number beyond the end, or further back than 500, with one resync', async () => {
    const db = store();
    const { windows, publish } = history(db);
    for (let n = 0; n < 502; n += 1) publish(1);
    expect(await windows.replay('1', 503)).toMatchObject({ kind: 'resync', seq: 502 });
    expect(await windows.replay('1', 1)).toMatchObject({ kind: 'resync', seq: 502 });
    const all = await windows.replay('1', 2);
    expect(seqs(all)).toHaveLength(500);
    publish(1);
    expect(await windows.replay('1', 2)).toMatchObject({ kind: 'resync', seq: 503 });
    expect(seqs(await windows.replay('1', 3))).toHaveLength(500);
    expect(db.loads).toEqual([1]);
  });

  it('says a match that does not exist is none, and keeps no window for it', async () => {
    const db = store();
    const { windows } = history(db);
    expect(await windows.open('9')).toBe(false);
    expect(windows.stats().streams).toBe(0);
  });

  it('holds a broadcast that overtook another, and reads again on a gap', async () => {
    const db = store();
    const { windows } = history(db);
    await windows.open('3');
    const first = db.append(3);
    const second = db.append(3);
    windows.record('3', second.seq, JSON.stringify(second));
    windows.record('3', first.seq, JSON.stringify(first));
    expect(seqs(await windows.replay('3', 0))).toEqual([1, 2]);
    expect(db.loads).toEqual([3]);
    // Message 3 never arrives (lost between processes); 4 does: the next read fills again.
    db.append(3);
    const fourth = db.append(3);
    windows.record('3', fourth.seq, JSON.stringify(fourth));
    expect(seqs(await windows.replay('3', 2))).toEqual([3, 4]);
    expect(db.loads).toEqual([3, 3]);
  });

  it('keeps what arrived while it filled again, newer than its snapshot', async () => {
    const db = store();
    const gate: { open?: () => void } = {};
    const { windows, publish } = history({
      ...db,
      load: async (matchId, limit) => {
        const tail = await db.load(matchId, limit);
        // The second fill's snapshot is taken; messages arrive before it returns.
        if (db.loads.length === 2)
          await new Promise<void>((resolve) => {
            gate.open = resolve;
          });
        return tail;
      },
    });
    await windows.open('2');
    const first = db.append(2);
    const second = db.append(2);
    // 2 overtakes 1: the next read fills again (snapshot: 1, 2).
    windows.record('2', second.seq, JSON.stringify(second));
    const reading = windows.replay('2', 0);
    while (!gate.open) await new Promise((resolve) => setImmediate(resolve));
    // Meanwhile 1 arrives, then 3, newer than the snapshot.
    windows.record('2', first.seq, JSON.stringify(first));
    const third = db.append(2);
    windows.record('2', third.seq, JSON.stringify(third));
    gate.open();
    expect(seqs(await reading)).toEqual([1, 2, 3]);
    publish(2);
    expect(seqs(await windows.replay('2', 0))).toEqual([1, 2, 3, 4]);
    expect(db.loads).toEqual([2, 2]);
  });

  it('keeps a window within its bytes, and answers resync past what it kept', async () => {
    const db = store();
    const { windows, publish } = history(db, { maxStreamBytes: 1000 });
    await windows.open('2');
    for (let n = 0; n < 20; n += 1) publish(2, 'x'.repeat(200));
    const kept = seqs(await windows.replay('2', 0));
    expect(kept).toMatchObject({ kind: 'resync', seq: 20 });
    const tail = await windows.replay('2', 16);
    expect(seqs(tail)).toEqual([17, 18, 19, 20]);
    expect(windows.stats().bytes).toBeLessThanOrEqual(1000);
  });

  it('evicts idle windows first, least recently used, within the caps', async () => {
    const db = store();
    const active = new Set(['1']);
    const { windows } = history(db, { maxStreams: 2, maxIdleStreams: 1 }, active);
    await windows.open('1');
    await windows.open('2');
    await windows.open('3');
    // 2 and 3 are idle and only one idle window stays: the least recently used (2) went.
    expect(windows.stats().streams).toBe(2);
    await windows.open('3');
    expect(db.loads).toEqual([1, 2, 3]);
    await windows.open('2');
    expect(db.loads).toEqual([1, 2, 3, 2]);
    // The active stream's window was never evicted.
    await windows.open('1');
    expect(db.loads).toEqual([1, 2, 3, 2]);
  });
});

describe('StreamHistory: a replay holds only the final state', () => {
  const item = (id: string, text: string) => ({
    data: { id, type: 'match_centre_components', attributes: { text } },
  });
  const ref = (id: string) => ({ data: { id, type: 'match_centre_components' } });

  it('replays an item added and edited twice as one add of its last version, and drops a deleted one', async () => {
    const streams: LiveMessage[] = [];
    const db = {
      load: (): Promise<LiveStreamTail> =>
        Promise.resolve({ latest: streams.length, messages: [...streams] }),
    };
    const windows = new StreamHistory({ load: db.load, isActive: () => true });
    const publish = (type: LiveMessage['type'], data: unknown) => {
      const message: LiveMessage = { seq: streams.length + 1, type, data };
      streams.push(message);
      windows.record('1', message.seq, JSON.stringify(message));
    };
    // Before the client's number: an item it has, and the match's state.
    publish('timeline_item_added', item('old', 'kept'));
    await windows.open('1');
    publish('timeline_item_added', item('a', 'v1'));
    publish('timeline_item_updated', item('a', 'v2'));
    publish('match_updated', { n: 1 });
    publish('timeline_item_added', item('b', 'gone'));
    publish('timeline_item_updated', item('a', 'v3'));
    publish('timeline_item_deleted', ref('b'));
    publish('timeline_item_updated', item('old', 'edited'));
    publish('timeline_item_deleted', ref('old'));
    publish('incident_added', item('i', 'goal'));
    publish('incident_removed', ref('i'));
    const replay = await windows.replay('1', 1);
    expect(replay?.kind).toBe('messages');
    const sent =
      replay?.kind === 'messages' ? replay.entries.map((e) => JSON.parse(e.json) as unknown) : [];
    expect(sent).toEqual([
      { seq: 4, type: 'match_updated', data: { n: 1 } },
      { seq: 6, type: 'timeline_item_added', data: item('a', 'v3') },
      { seq: 9, type: 'timeline_item_deleted', data: ref('old') },
    ]);
    expect(replay).toMatchObject({ latest: 11 });
    // The same from the database fill (a window filled after the fact).
    const filled = new StreamHistory({ load: db.load, isActive: () => true });
    const again = await filled.replay('1', 1);
    expect(
      again?.kind === 'messages' && again.entries.map((e) => JSON.parse(e.json) as unknown),
    ).toEqual(sent);
    // A client that already had `a` v2 gets only its last version, as an update.
    const later = await windows.replay('1', 3);
    expect(later?.kind === 'messages' && later.entries.map((e) => e.seq)).toEqual([4, 6, 9]);
    expect(later?.kind === 'messages' && JSON.parse(later.entries[1]?.json ?? '')).toEqual({
      seq: 6,
      type: 'timeline_item_updated',
      data: item('a', 'v3'),
    });
  });
});
