import type { Database } from '@trybuna/db';
import { appendLiveMessage } from '../repositories/live-messages';
import type { BroadcastAdapter } from './adapter';
import type { LiveMessage, LiveMessageType } from './messages';

export interface LivePublisher {
  /**
   * Numbers and stores a message of a match's stream, then broadcasts it (after the write it
   * reports has committed: callers publish once their own statement returned). `null` when the
   * match does not exist.
   */
  publish(
    matchId: number,
    type: LiveMessageType,
    data: unknown,
    author?: string | null,
  ): Promise<LiveMessage | null>;
}

export function livePublisher(database: Database, adapter: BroadcastAdapter): LivePublisher {
  return {
    async publish(matchId, type, data, author = null) {
      const message = await appendLiveMessage(database, { matchId, type, data, author });
      if (message) await adapter.publish({ matchId: String(matchId), message });
      return message;
    },
  };
}
