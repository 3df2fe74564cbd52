import { frames } from './protocol';
import type { Replay } from './stream-history';

/** What a client that last saw `since` missed (`StreamHistory.replay` of the stream). */
export type ReplayReader = (since: number) => Promise<Replay | null>;

/**
 * One client's subscription to one match stream. Never sends a sequence number twice or out of
 * order: while a resume reads what was missed, live messages wait in a buffer, and afterwards
 * only those newer than the replay go out.
 */
export class Subscription {
  private lastSent = -1;
  private waiting: { seq: number; frame: string }[] | null = null;

  constructor(
    readonly matchId: string,
    readonly identifier: string,
    private readonly sendFrame: (frame: string) => void,
  ) {}

  /** A live message of the stream (its frame already encoded for this identifier). */
  deliver(seq: number, frame: string): void {
    if (this.waiting) {
      this.waiting.push({ seq, frame });
      return;
    }
    if (seq <= this.lastSent) return;
    this.lastSent = seq;
    this.sendFrame(frame);
  }

  /**
   * Sends what came after `since`: the stream's messages from its in-memory window, then
   * whatever arrived meanwhile. A `since` beyond the stream's end (a client from before a
   * database reset) or further back than the window gets a `resync`.
   */
  async resume(since: number, read: ReplayReader): Promise<void> {
    if (this.waiting) return;
    this.waiting = [];
    try {
      const replay = await read(since);
      if (replay?.kind === 'resync') {
        this.lastSent = Math.max(this.lastSent, replay.seq);
        this.sendFrame(frames.message(this.identifier, replay.json));
      } else if (replay) {
        this.lastSent = Math.max(since, this.lastSent);
        for (const entry of replay.entries) {
          if (entry.seq <= this.lastSent) continue;
          this.lastSent = entry.seq;
          this.sendFrame(frames.message(this.identifier, entry.json));
        }
        // Messages left out of the replay (docs/live.md "Resume") are not sent live either.
        this.lastSent = Math.max(this.lastSent, replay.latest);
      }
    } finally {
      const waiting = this.waiting;
      this.waiting = null;
      for (const { seq, frame } of waiting) this.deliver(seq, frame);
    }
  }
}
