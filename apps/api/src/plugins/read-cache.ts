import { createHash, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { findLikeSlots, spliceCounts, type LikeSlot } from './like-slots';

/** A JSON:API document as the routes build it. */
export interface CacheableDocument {
  data: unknown;
  included?: unknown[];
}

interface Entry {
  body: string;
  etag: string;
  /** Every `type:id` the document holds (for `invalidate`). */
  tags: string[];
  /** Where each `likes_count` sits in `body`, and the count written there. */
  slots: LikeSlot[];
  /** Whether `etag` is a strong validator (byte-for-byte the same body). */
  strong: boolean;
}

/** What is sent: the body with today's like counts, its ETag, and whether it was cached. */
export interface CachedRead {
  body: string;
  etag: string;
  hit: boolean;
}

export interface ReadCacheOptions {
  /** Memory the documents may take, counted as UTF-16 (2 bytes a character). */
  maxBytes?: number;
  /** A larger document is answered but not kept. */
  maxEntryBytes?: number;
  /** How long a document is kept after its read began. */
  ttlMs?: number;
  /** Distinct liked resources whose fresh counts are remembered within one TTL. */
  maxLikeCounts?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

/**
 * How one read is kept, where it differs from the cache's defaults: a shorter time to live
 * (a match the counter hero re-reads every second) and a strong ETag.
 */
export interface ReadRule {
  /** How long the document is kept after its read began; 0: not cached, computed each time. */
  ttlMs?: number;
  /** A strong ETag (`"…"`) instead of a weak one (`W/"…"`). */
  strongEtag?: boolean;
}

export const READ_CACHE_DEFAULTS = {
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 4 * 1024 * 1024,
  ttlMs: 60_000,
  maxLikeCounts: 100_000,
} as const;

/** Every `type:id` in a JSON:API document (primary data and included). */
export function documentTags(document: CacheableDocument): string[] {
  const tags = new Set<string>();
  const add = (resource: unknown) => {
    if (resource && typeof resource === 'object' && 'type' in resource && 'id' in resource) {
      tags.add(`${String(resource.type)}:${String(resource.id)}`);
    }
  };
  const primary = Array.isArray(document.data) ? document.data : [document.data];
  primary.forEach(add);
  document.included?.forEach(add);
  return [...tags];
}

const digest = (body: string) => createHash('sha1').update(body).digest('base64url');

/** The ETag of a body: strong (`"…"`, the same bytes) or weak (`W/"…"`). */
export const etagOf = (body: string, strong = false): string =>
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
 * Concurrent misses of one key share one computation. A like does not evict anything: the
 * likes route records the resource's new count (`recordLikesCount`), and every cached document
 * showing that resource's `likes_count` is served with the fresh count spliced in (and a new
 * ETag). `invalidate` drops the documents holding a resource, for writes that change more.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly likeCounts: LRUCache<string, number>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly inflight = new Map<string, Promise<Entry>>();
  private readonly marker = `likes:${randomUUID()}:`;
  private readonly now: () => number;
  private readonly ttlMs: number;
  /** Bumped by `invalidate` and `clear`: a read begun before is answered but not kept. */
  private generation = 0;

  constructor(options: ReadCacheOptions = {}) {
    const settings = { ...READ_CACHE_DEFAULTS, ...options };
    this.now = options.now ?? (() => performance.now());
    this.ttlMs = settings.ttlMs;
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
   * shorter time (or not at all: `ttlMs: 0` computes every read, no single flight) and may ask
   * for a strong ETag; a key is always read with the same rule (the route decides it).
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
    const cached = this.entries.get(key);
    if (cached) return this.serve(key, cached, true);
    const pending = this.inflight.get(key);
    if (pending) return this.serve(key, await pending, true);
    const started = this.now();
    const generation = this.generation;
    const computing = compute().then((document) => {
      const entry = this.build(document, strong);
      const remaining = ttlMs - (this.now() - started);
      if (generation === this.generation && remaining > 0) this.store(key, entry, remaining);
      return entry;
    });
    this.inflight.set(key, computing);
    try {
      return this.serve(key, await computing, false);
    } finally {
      if (this.inflight.get(key) === computing) this.inflight.delete(key);
    }
  }

  /** A resource's like count as the database just wrote it (`"articles:5"` → 12). */
  recordLikesCount(tag: string, count: number): void {
    const known = this.likeCounts.get(tag);
    // Counts only grow: of two likes answered out of order, the larger count is the newer.
    if (known === undefined || count > known) this.likeCounts.set(tag, count);
  }

  /** Drops every cached document that contains the tagged resource. */
  invalidate(tag: string): void {
    this.generation++;
    for (const key of [...(this.byTag.get(tag) ?? [])]) this.entries.delete(key);
    this.byTag.delete(tag);
  }

  /**
   * Drops every cached document whose key passes `test`: the lists of a type whose members a
   * write changed (a list that was empty holds no tag for `invalidate` to find it by).
   */
  invalidateKeys(test: (key: string) => boolean): void {
    this.generation++;
    for (const key of [...this.entries.keys()]) if (test(key)) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byTag.clear();
  }

  /** Documents kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes the kept documents are counted as (at most `maxBytes`). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  private build(document: CacheableDocument, strong: boolean): Entry {
    const { body, slots } = findLikeSlots(document, this.marker);
    return { body, etag: etagOf(body, strong), tags: documentTags(document), slots, strong };
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
