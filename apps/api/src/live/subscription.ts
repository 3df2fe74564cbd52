import type { LiveMessage } from './messages';
import { frames } from './protocol';

/** What the cable server reads from the database. */
export interface StreamReader {
  matchExists(matchId: number): Promise<boolean>;
  /** Messages after `since`, oldest first (or one `resync`, see `liveMessagesSince`). */
  messagesSince(matchId: number, since: number): Promise<LiveMessage[]>;
  latestSeq(matchId: number): Promise<number>;
}

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
   * Sends what came after `since`: the stored messages, then whatever arrived meanwhile. A
   * `since` beyond the stream's end (a client from before a database reset) gets a `resync`.
   */
  async resume(since: number, reader: StreamReader): Promise<void> {
    if (this.waiting) return;
    this.waiting = [];
    try {
      const matchId = Number(this.matchId);
      const latest = await reader.latestSeq(matchId);
      const missed: LiveMessage[] =
        since > latest
          ? [{ seq: latest, type: 'resync', data: null }]
          : await reader.messagesSince(matchId, since);
      this.lastSent = Math.max(since > latest ? -1 : since, this.lastSent);
      for (const message of missed) {
        if (message.type !== 'resync' && message.seq <= this.lastSent) continue;
        this.lastSent = message.seq;
        this.sendFrame(frames.message(this.identifier, JSON.stringify(message)));
      }
    } finally {
      const waiting = this.waiting;
      this.waiting = null;
      for (const { seq, frame } of waiting) this.deliver(seq, frame);
    }
  }
}
