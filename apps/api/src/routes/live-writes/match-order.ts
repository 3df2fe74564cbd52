/**
 * Runs the live writes of one match one after another, in this process: each write's commit,
 * cache drop, read and publish finish before the next write of that match starts, so the
 * numbered messages follow the order of the commits (a `match_updated` carrying an older score
 * can never be numbered after a newer one). Writes to different matches run side by side.
 * Between API processes the order is the order of publishing; every `match_updated`,
 * `odds_updated`, `match_statistics_updated` and `lineups_updated` carries the whole state, so
 * the next one sets things right.
 */
export class MatchOrder {
  private readonly tails = new Map<number, Promise<void>>();

  async run<T>(matchId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(matchId) ?? Promise.resolve();
    // The next write waits for this one whatever its outcome.
    const result = previous.then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(matchId, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(matchId) === tail) this.tails.delete(matchId);
    }
  }

  /** Matches with a write running or waiting (0 when idle). */
  get busy(): number {
    return this.tails.size;
  }
}
