import { MAX_REPLAY, type LiveStreamTail } from '../repositories/live-messages';

/** One stored message of a window: its number and its JSON (spliced into frames as is). */
interface WindowEntry {
  readonly seq: number;
  readonly json: string;
  readonly bytes: number;
  /** For a message about one timeline item or incident: which, and what happened to it. */
  readonly about?: { readonly key: string; readonly change: Change };
}

type Change = 'added' | 'updated' | 'deleted';

/** The messages about one resource (a timeline item, an incident) and what each does to it. */
const CHANGES: Partial<Record<string, { resource: string; change: Change }>> = {
  timeline_item_added: { resource: 'timeline', change: 'added' },
  timeline_item_updated: { resource: 'timeline', change: 'updated' },
  timeline_item_deleted: { resource: 'timeline', change: 'deleted' },
  incident_added: { resource: 'incident', change: 'added' },
  incident_removed: { resource: 'incident', change: 'deleted' },
};

const ADDED_TYPE = { timeline: 'timeline_item_added', incident: 'incident_added' } as const;

/** What a resume sends: the messages after `since`, or one `resync` (its JSON). */
export type Replay =
  | {
      kind: 'messages';
      entries: readonly WindowEntry[];
      /** The stream's last number the replay covers (entries may end before it). */
      latest: number;
    }
  | { kind: 'resync'; seq: number; json: string };

export interface StreamHistoryOptions {
  /** Reads a stream's end from the database (`liveStreamTail`); `null`: no such match. */
  load: (matchId: number, limit: number) => Promise<LiveStreamTail | null>;
  /** Whether a stream has subscribers on this process (idle windows are evicted first). */
  isActive: (matchId: string) => boolean;
  /** Messages a window keeps (default `MAX_REPLAY`, 500: the most a resume replays). */
  maxMessages?: number;
  /** Bytes of JSON one window keeps (default 4 MiB); older messages go first. */
  maxStreamBytes?: number;
  /** Bytes of JSON all windows keep together (default 64 MiB); least recently used go first. */
  maxTotalBytes?: number;
  /** Windows kept (default 256); least recently used go first. */
  maxStreams?: number;
  /** Windows kept without a subscriber (default 8). */
  maxIdleStreams?: number;
}

const STREAM_HISTORY_DEFAULTS = {
  maxMessages: MAX_REPLAY,
  maxStreamBytes: 4 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxStreams: 256,
  maxIdleStreams: 8,
} as const;

class StreamWindow {
  latest = 0;
  /** A replay from any `since` at or past this is complete; before it: `resync`. */
  coveredFrom = 0;
  entries: WindowEntry[] = [];
  bytes = 0;
  /** Broadcasts that came while loading or past a missing number, by number. */
  readonly ahead = new Map<number, WindowEntry>();
  loaded = false;
  evicted = false;
  loading: Promise<boolean> | null = null;
}

const entryOf = (seq: number, json: string): WindowEntry => {
  const entry = { seq, json, bytes: Buffer.byteLength(json) };
  const about = aboutOf(json);
  return about ? { ...entry, about } : entry;
};

/** Which resource a message changes (`timeline:<id>`, `incident:<id>`), from its JSON. */
function aboutOf(json: string): WindowEntry['about'] {
  let message: unknown;
  try {
    message = JSON.parse(json);
  } catch {
    return undefined;
  }
  const { type, data } = (message ?? {}) as { type?: unknown; data?: unknown };
  const known = typeof type === 'string' ? CHANGES[type] : undefined;
  const id = ((data as { data?: unknown } | null)?.data as { id?: unknown } | null | undefined)?.id;
  if (!known || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
  return { key: `${known.resource}:${String(id)}`, change: known.change };
}

/**
 * A replay without history a resuming client does not need (docs/live.md "Resume"): of the
 * messages about one timeline item or incident, only the last is sent. An item the client
 * never saw (its add is in the replay) and that is deleted since is left out whole; one it
 * never saw and that was edited since comes as one add of its latest version, at the number
 * of that version. Other messages are kept as they are. The numbers keep their order; the
 * client accepts gaps (it drops only numbers at or below the last it saw).
 */
function compactReplay(entries: readonly WindowEntry[]): WindowEntry[] {
  const seen = new Map<string, { first: Change; last: number }>();
  entries.forEach((entry, index) => {
    if (!entry.about) return;
    const known = seen.get(entry.about.key);
    seen.set(entry.about.key, { first: known?.first ?? entry.about.change, last: index });
  });
  const kept: WindowEntry[] = [];
  entries.forEach((entry, index) => {
    const about = entry.about;
    const item = about && seen.get(about.key);
    if (!about || !item) {
      kept.push(entry);
      return;
    }
    if (item.last !== index) return;
    if (item.first !== 'added') kept.push(entry);
    else if (about.change === 'added') kept.push(entry);
    else if (about.change === 'updated') {
      const message = JSON.parse(entry.json) as { seq: number; data: unknown };
      const resource = about.key.slice(0, about.key.indexOf(':')) as keyof typeof ADDED_TYPE;
      kept.push(
        entryOf(
          entry.seq,
          JSON.stringify({ seq: message.seq, type: ADDED_TYPE[resource], data: message.data }),
        ),
      );
    }
    // Added and deleted since the client's number: nothing to send.
  });
  return kept;
}

const resync = (latest: number): Replay => ({
  kind: 'resync',
  seq: latest,
  json: JSON.stringify({ seq: latest, type: 'resync', data: null }),
});

/**
 * The live channel's history (docs/live.md "Resume"): per match stream, a bounded window of
 * its last messages in memory, filled from the database once (one statement, shared by
 * every subscribe that waits for it) and then kept current from the broadcasts. Resumes and
 * `since` subscriptions are answered from it without a query. A broadcast that skips a
 * number (one message overtaking another, or lost between processes) is held until the
 * missing one arrives; a read meanwhile fills the window again from the database.
 */
export class StreamHistory {
  private readonly windows = new Map<string, StreamWindow>();
  private totalBytes = 0;
  private readonly limits: Required<Omit<StreamHistoryOptions, 'load' | 'isActive'>>;

  constructor(private readonly options: StreamHistoryOptions) {
    this.limits = { ...STREAM_HISTORY_DEFAULTS, ...options };
  }

  /** Whether the match exists (its window is filled on first use). */
  async open(matchId: string): Promise<boolean> {
    return (await this.ready(matchId)) !== null;
  }

  /** What a client that last saw `since` missed; `null` when the match no longer exists. */
  async replay(matchId: string, since: number): Promise<Replay | null> {
    const window = await this.ready(matchId);
    if (!window) return null;
    if (since > window.latest || since < window.coveredFrom) return resync(window.latest);
    const { entries } = window;
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((entries[middle]?.seq ?? 0) > since) high = middle;
      else low = middle + 1;
    }
    return {
      kind: 'messages',
      entries: compactReplay(entries.slice(low)),
      latest: window.latest,
    };
  }

  /** A broadcast message of a stream (its JSON as sent to clients). */
  record(matchId: string, seq: number, json: string): void {
    const window = this.windows.get(matchId);
    if (!window || (window.loaded && seq <= window.latest)) return;
    window.ahead.set(seq, entryOf(seq, json));
    if (window.ahead.size > this.limits.maxMessages) {
      // Far behind (a lost run of messages): the next read starts over from the database.
      this.drop(matchId, window);
      return;
    }
    if (window.loaded) this.advance(window);
    this.evict();
  }

  /** The stream's last subscriber on this process left: idle windows are kept only a few. */
  release(): void {
    this.evict();
  }

  /** Windows held, and their bytes (for tests and the bench). */
  stats(): { streams: number; bytes: number } {
    return { streams: this.windows.size, bytes: this.totalBytes };
  }

  private async ready(matchId: string): Promise<StreamWindow | null> {
    let window = this.windows.get(matchId);
    if (window) {
      // Most recently used last.
      this.windows.delete(matchId);
      this.windows.set(matchId, window);
    } else {
      window = new StreamWindow();
      this.windows.set(matchId, window);
    }
    if (window.loaded && window.ahead.size === 0) return window;
    const filling = window;
    filling.loading ??= this.fill(matchId, filling).finally(() => {
      filling.loading = null;
    });
    return (await filling.loading) ? filling : null;
  }

  private async fill(matchId: string, window: StreamWindow): Promise<boolean> {
    let tail: LiveStreamTail | null;
    try {
      tail = await this.options.load(Number(matchId), this.limits.maxMessages);
    } catch (error) {
      if (!window.loaded) this.drop(matchId, window);
      throw error;
    }
    if (!tail) {
      this.drop(matchId, window);
      return false;
    }
    // A refill: what arrived while the statement ran may be newer than its snapshot.
    for (const entry of window.entries)
      if (entry.seq > tail.latest) window.ahead.set(entry.seq, entry);
    const entries = tail.messages.map((message) =>
      entryOf(
        message.seq,
        JSON.stringify({ seq: message.seq, type: message.type, data: message.data }),
      ),
    );
    this.resize(window, entries.reduce((sum, entry) => sum + entry.bytes, 0) - window.bytes);
    window.entries = entries;
    window.latest = tail.latest;
    window.coveredFrom =
      entries.length < this.limits.maxMessages ? 0 : (entries[0]?.seq ?? tail.latest + 1) - 1;
    window.loaded = true;
    this.advance(window);
    this.evict();
    return true;
  }

  /** Moves held broadcasts that now follow on into the window, then trims it. */
  private advance(window: StreamWindow): void {
    for (const seq of window.ahead.keys()) if (seq <= window.latest) window.ahead.delete(seq);
    for (let next = window.ahead.get(window.latest + 1); next;) {
      window.ahead.delete(next.seq);
      window.entries.push(next);
      window.latest = next.seq;
      this.resize(window, next.bytes);
      next = window.ahead.get(window.latest + 1);
    }
    const { maxMessages, maxStreamBytes } = this.limits;
    let dropped = 0;
    let bytes = 0;
    while (
      dropped < window.entries.length &&
      (window.entries.length - dropped > maxMessages || window.bytes - bytes > maxStreamBytes)
    ) {
      const oldest = window.entries[dropped];
      if (!oldest) break;
      bytes += oldest.bytes;
      window.coveredFrom = oldest.seq;
      dropped += 1;
    }
    if (dropped > 0) {
      window.entries = window.entries.slice(dropped);
      this.resize(window, -bytes);
    }
  }

  private resize(window: StreamWindow, delta: number): void {
    window.bytes += delta;
    if (!window.evicted) this.totalBytes += delta;
  }

  private drop(matchId: string, window: StreamWindow): void {
    if (window.evicted) return;
    window.evicted = true;
    this.totalBytes -= window.bytes;
    if (this.windows.get(matchId) === window) this.windows.delete(matchId);
  }

  /** Least recently used first, idle windows before those with subscribers. */
  private evict(): void {
    const { maxStreams, maxTotalBytes, maxIdleStreams } = this.limits;
    const idle = [...this.windows].filter(([matchId]) => !this.options.isActive(matchId));
    for (const [matchId, window] of idle.slice(0, Math.max(0, idle.length - maxIdleStreams)))
      this.drop(matchId, window);
    while (this.windows.size > maxStreams || this.totalBytes > maxTotalBytes) {
      const victim =
        [...this.windows].find(([matchId]) => !this.options.isActive(matchId)) ??
        this.windows.entries().next().value;
      if (!victim) break;
      this.drop(victim[0], victim[1]);
    }
  }
}
