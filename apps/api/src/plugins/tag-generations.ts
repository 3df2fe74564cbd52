/** Tags remembered by default (a few hundred kB at most). */
export const MAX_REMEMBERED_WRITES = 10_000;

/**
 * Per-tag generation numbers for the read cache: every `invalidate` is one write with the next
 * number, and each tag remembers the number of its last write. A fill notes the number when it
 * begins (`now`); when it ends, it may be kept only if none of its document's tags was written
 * since (`firstChangeAfter`). A write to one tag thus spoils only the fills showing that tag, and
 * a fill that began before a write affecting it is never kept.
 *
 * Memory is bounded: a tag's number matters only while a fill that began before it is still
 * running, so `forget` drops those older than every running fill; past `maxTags` the oldest
 * go anyway and `floor` remembers the newest number forgotten, which any fill begun before it
 * counts as a change to all its tags (it is not kept: safe, never stale).
 */
export class TagGenerations {
  private current = 0;
  /** The newest write whose tags were forgotten while a fill begun before it might run. */
  private floor = 0;
  /** Tag → number of its last write, oldest first (a re-written tag moves to the end). */
  private readonly written = new Map<string, number>();

  constructor(private readonly maxTags: number = MAX_REMEMBERED_WRITES) {}

  /** The number of the last write: what a fill beginning now notes. */
  now(): number {
    return this.current;
  }

  /** Records one write of `tags`; its number. */
  write(tags: Iterable<string>): number {
    const at = ++this.current;
    for (const tag of tags) {
      this.written.delete(tag);
      this.written.set(tag, at);
    }
    return at;
  }

  /** A write of every tag (the cache was cleared): every fill begun before is spoilt. */
  writeAll(): void {
    this.written.clear();
    this.floor = ++this.current;
  }

  /**
   * The number of the first write after `since` that touched one of `tags` (a forgotten write
   * counts as touching all: the one right after `since`), or `Infinity`: a fill begun at
   * `since` is kept only when it is `Infinity`, and a read that joined it at `n` may take its
   * document only when it is greater than `n`.
   */
  firstChangeAfter(tags: Iterable<string>, since: number): number {
    if (this.floor > since) return since + 1;
    let first = Infinity;
    for (const tag of tags) {
      const at = this.written.get(tag);
      if (at !== undefined && at > since && at < first) first = at;
    }
    return first;
  }

  /**
   * Drops what no running fill needs: with `oldest` the earliest `now()` a running fill noted
   * (none running: `undefined`), writes at or before it can spoil nothing. Past `maxTags`, the
   * oldest of the rest go too and raise the floor.
   */
  forget(oldest: number | undefined): void {
    if (oldest === undefined) {
      this.written.clear();
      this.floor = 0;
      return;
    }
    for (const [tag, at] of this.written) {
      if (at > oldest && this.written.size <= this.maxTags) break;
      this.written.delete(tag);
      if (at > oldest) this.floor = Math.max(this.floor, at);
    }
  }

  /** Tags remembered (for tests and metrics). */
  get size(): number {
    return this.written.size;
  }
}
