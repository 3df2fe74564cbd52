/** The read cache's public shapes (`read-cache.ts`). */

/** A JSON:API document as the routes build it. */
export interface CacheableDocument {
  data: unknown;
  included?: unknown[];
}

/** Reads answered, for tests and metrics (`ReadCache.stats`). */
export interface ReadCacheStats {
  /** Reads answered from a kept document or from a computation another read began. */
  hits: number;
  /** Reads that computed their document (cached routes only). */
  misses: number;
  /** Computed documents not kept because a write touched one of their tags meanwhile. */
  discarded: number;
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
  /** Written tags remembered for the computations under way (`tag-generations.ts`). */
  maxRememberedWrites?: number;
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
  /**
   * Tags the document depends on besides the resources it holds (`cache-tags.ts`): a list's
   * membership (`list:comments/article:5`), known before it is read.
   */
  tags?: readonly string[];
}
