import { createHash, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { documentTags } from './cache-tags';
import { findLikeSlots, spliceCounts, type LikeSlot } from './like-slots';
import type {
  CacheableDocument,
  CachedRead,
  ReadCacheOptions,
  ReadCacheStats,
  ReadRule,
} from './read-cache-types';
import { MAX_REMEMBERED_WRITES, TagGenerations } from './tag-generations';

declare module 'fastify' {
  interface FastifyInstance {
    /** The anonymous read cache (`buildApi` decorates it): `invalidate(tags)`, `stats`. */
    readCache: ReadCache;
  }
}

export { documentTags } from './cache-tags';
// Every interface of read-cache-types.ts (the five imported above).
export type * from './read-cache-types';

interface Entry {
  body: string;
  etag: string;
  /** Its tags (`cache-tags.ts`): every `type:id` it holds, and the rule's own (for `invalidate`). */
  tags: string[];
  /** Where each `likes_count` sits in `body`, and the count written there. */
  slots: LikeSlot[];
  /** Whether `etag` is a strong validator (byte-for-byte the same body). */
  strong: boolean;
}

/** A computation of one key under way, shared by every reader that arrives meanwhile. */
interface Fill {
  /** The number of the last write when it began (`TagGenerations.now`). */
  since: number;
  /** Its entry, and the first write after `since` touching its tags (`Infinity`: none). */
  done: Promise<{ entry: Entry; spoiltAt: number }>;
}

export const READ_CACHE_DEFAULTS = {
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 4 * 1024 * 1024,
  ttlMs: 60_000,
  maxLikeCounts: 100_000,
  maxRememberedWrites: MAX_REMEMBERED_WRITES,
} as const;

const digest = (body: string) => createHash('sha1').update(body).digest('base64url');

/** The ETag of a body: strong (`"…"`, the same bytes) or weak (`W/"…"`). */
const etagOf = (body: string, strong = false): string =>
  strong ? `"${digest(body)}"` : `W/"${digest(body)}"`;

/** Bytes an entry holds: its strings as UTF-16, its tags and slots, and a fixed overhead. */
function entryBytes(entry: Entry, key: string): number {
  const tagBytes = entry.tags.reduce((n, tag) => n + 2 * tag.length + 48, 0);
  return (
    2 * (key.length + entry.body.length + entry.etag.length) +
    tagBytes +
    entry.slots.length * 64 +
    256
  );
}

/**
 * Anonymous reads in memory (ARCHITECTURE.md "Caching"), keyed by the normalised request
 * (`cache-key.ts`): bounded by bytes (LRU), each kept `ttlMs` from when its read began (or
 * the shorter time of its route's `ReadRule`: a match by id, `read-rules.ts`).
 * Concurrent misses of one key share one computation. Each document is tagged
 * (`cache-tags.ts`) with the resources it holds and its route's own tags; a write calls
 * `invalidate(tags)` with what it changed, which drops only the documents under those tags and
 * spoils only the computations under way whose document holds one of them (per-tag generation
 * numbers, `tag-generations.ts`): such a document is answered to the reads that began before
 * the write, never kept, and a read that joined it after the write computes its own. So a
 * read after an acknowledged write never sees what was there before it, and fans' votes and
 * comments leave every unrelated read cached. A like does not evict anything: the likes route
 * records the resource's new count (`recordLikesCount`), and every cached document showing
 * that resource's `likes_count` is served with the fresh count spliced in (and a new ETag).
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly likeCounts: LRUCache<string, number>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly inflight = new Map<string, Fill>();
  /** Every computation under way (also one replaced in `inflight` by a newer one). */
  private readonly running = new Set<Fill>();
  private readonly generations: TagGenerations;
  private readonly counters: ReadCacheStats = { hits: 0, misses: 0, discarded: 0 };
  private readonly marker = `likes:${randomUUID()}:`;
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly maxRememberedWrites: number;

  constructor(options: ReadCacheOptions = {}) {
    const settings = { ...READ_CACHE_DEFAULTS, ...options };
    this.now = options.now ?? (() => performance.now());
    this.ttlMs = settings.ttlMs;
    this.maxRememberedWrites = settings.maxRememberedWrites;
    this.generations = new TagGenerations(settings.maxRememberedWrites);
    const perf = { now: this.now };
    this.entries = new LRUCache<string, Entry>({
      maxSize: settings.maxBytes,
      maxEntrySize: settings.maxEntryBytes,
      sizeCalculation: entryBytes,
      ttl: settings.ttlMs,
      ttlResolution: 0,
      perf,
      // Runs inside `set` and `delete`, so `index` after a `set` sees the new entry.
      dispose: (entry, key) => {
        for (const tag of entry.tags) {
          const keys = this.byTag.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) this.byTag.delete(tag);
        }
      },
    });
    // A fresh count must outlive every document read before it: documents live `ttlMs` from
    // when their read began, so a count kept as long (from the like on) is enough. A count
    // pushed out early (too many likes at once) drops the documents that still need it.
    this.likeCounts = new LRUCache<string, number>({
      max: settings.maxLikeCounts,
      ttl: settings.ttlMs,
      ttlResolution: 0,
      perf,
      dispose: (_count, tag, reason) => {
        if (reason === 'evict') this.invalidate(tag);
      },
    });
  }

  /**
   * The cached document for `key`, or `compute`d once for every concurrent caller and kept;
   * `hit` is false only for the caller whose read computed it. `rule` keeps this key for a
   * shorter time (or not at all: `ttlMs: 0` computes every read, no single flight), may ask
   * for a strong ETag and adds tags; a key is always read with the same rule (the route
   * decides it).
   */
  async read(
    key: string,
    compute: () => Promise<CacheableDocument>,
    rule: ReadRule = {},
  ): Promise<CachedRead> {
    const strong = rule.strongEtag ?? false;
    const ttlMs = Math.min(rule.ttlMs ?? this.ttlMs, this.ttlMs);
    if (ttlMs <= 0) {
      const body = JSON.stringify(await compute());
      return { body, etag: etagOf(body, strong), hit: false };
    }
    // A computation begun before this read is taken only if no write touching its document
    // came between its start and this read's (it might show what the write changed); then
    // this read computes its own. One begun later is always taken: at most two waits.
    const begun = this.generations.now();
    for (;;) {
      const cached = this.entries.get(key);
      if (cached) {
        this.counters.hits++;
        return this.serve(key, cached, true);
      }
      const pending = this.inflight.get(key);
      if (!pending) break;
      const { entry, spoiltAt } = await pending.done;
      if (spoiltAt > begun) {
        this.counters.hits++;
        return this.serve(key, entry, true);
      }
    }
    this.counters.misses++;
    const entry = await this.fill(key, compute, rule.tags ?? [], strong, ttlMs);
    return this.serve(key, entry, false);
  }

  /**
   * Computes `key` for it and every read arriving meanwhile, and keeps the document unless a
   * write touched one of its tags since the computation began.
   */
  private async fill(
    key: string,
    compute: () => Promise<CacheableDocument>,
    ruleTags: readonly string[],
    strong: boolean,
    ttlMs: number,
  ): Promise<Entry> {
    const started = this.now();
    const since = this.generations.now();
    const fill: Fill = {
      since,
      done: compute()
        .then((document) => {
          const entry = this.build(document, ruleTags, strong);
          const spoiltAt = this.generations.firstChangeAfter(entry.tags, since);
          const remaining = ttlMs - (this.now() - started);
          if (spoiltAt !== Infinity) this.counters.discarded++;
          else if (remaining > 0) this.store(key, entry, remaining);
          return { entry, spoiltAt };
        })
        .finally(() => {
          if (this.inflight.get(key) === fill) this.inflight.delete(key);
          this.running.delete(fill);
          this.forget();
        }),
    };
    this.inflight.set(key, fill);
    this.running.add(fill);
    return (await fill.done).entry;
  }

  /** A resource's like count as the database just wrote it (`"articles:5"` → 12). */
  recordLikesCount(tag: string, count: number): void {
    const known = this.likeCounts.get(tag);
    // Counts only grow: of two likes answered out of order, the larger count is the newer.
    if (known === undefined || count > known) this.likeCounts.set(tag, count);
  }

  /**
   * A write changed what `tags` name (`cache-tags.ts`): drops every kept document under one
   * of them, and spoils the computations under way whose document holds one (they are
   * answered to the reads that began before, never kept).
   */
  invalidate(tags: string | readonly string[]): void {
    const list = typeof tags === 'string' ? [tags] : tags;
    this.generations.write(list);
    for (const tag of list) {
      for (const key of [...(this.byTag.get(tag) ?? [])]) this.entries.delete(key);
      this.byTag.delete(tag);
    }
    this.forget();
  }

  clear(): void {
    this.generations.writeAll();
    this.entries.clear();
    this.byTag.clear();
  }

  /** Reads answered so far: hits, misses and computations not kept (a copy). */
  get stats(): ReadCacheStats {
    return { ...this.counters };
  }

  /** Written tags remembered for the computations under way (bounded). */
  get rememberedWrites(): number {
    return this.generations.size;
  }

  /** Documents kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes the kept documents are counted as (at most `maxBytes`). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  private build(document: CacheableDocument, ruleTags: readonly string[], strong: boolean): Entry {
    const { body, slots } = findLikeSlots(document, this.marker);
    const tags = [...new Set([...documentTags(document), ...ruleTags])];
    return { body, etag: etagOf(body, strong), tags, slots, strong };
  }

  /** Lets the write log forget what no computation under way can be spoilt by. */
  private forget(): void {
    if (this.running.size === 0) {
      this.generations.forget(undefined);
      return;
    }
    if (this.generations.size <= this.maxRememberedWrites) return;
    let oldest = Infinity;
    for (const fill of this.running) oldest = Math.min(oldest, fill.since);
    this.generations.forget(oldest);
  }

  private store(key: string, entry: Entry, ttl: number): void {
    this.entries.set(key, entry, { ttl });
    this.index(key, entry);
  }

  /** Lists `key` under each tag of its entry, if the entry was kept (not over the size). */
  private index(key: string, entry: Entry): void {
    if (this.entries.peek(key) !== entry) return;
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  /** The entry with the freshest like counts; a changed count rewrites it in place. */
  private serve(key: string, entry: Entry, hit: boolean): CachedRead {
    const counts = entry.slots.map((slot) =>
      Math.max(slot.count, this.likeCounts.get(slot.tag) ?? 0),
    );
    if (counts.every((count, i) => count === entry.slots[i]?.count)) {
      return { body: entry.body, etag: entry.etag, hit };
    }
    const { body, slots } = spliceCounts(entry.body, entry.slots, counts);
    const fresh: Entry = { ...entry, body, etag: etagOf(body, entry.strong), slots };
    if (this.entries.peek(key) === entry) {
      this.entries.set(key, fresh, { noUpdateTTL: true });
      this.index(key, fresh);
    }
    return { body: fresh.body, etag: fresh.etag, hit };
  }
}
