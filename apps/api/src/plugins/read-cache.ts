import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

interface Entry {
  body: string;
  etag: string;
  tags: string[];
}

/** Every `type:id` in a JSON:API document (primary data and included). */
export function documentTags(document: { data: unknown; included?: unknown[] }): string[] {
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

/**
 * Anonymous reads, keyed by the whole request (path, query, language), served from memory and
 * emptied by the writes that touch a resource they contain (ARCHITECTURE.md "Caching").
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly byTag = new Map<string, Set<string>>();

  constructor(maxEntries = 2000) {
    this.entries = new LRUCache({
      max: maxEntries,
      dispose: (entry, key) => {
        for (const tag of entry.tags) this.byTag.get(tag)?.delete(key);
      },
    });
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  set(key: string, body: string, tags: string[]): Entry {
    const entry = {
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      tags,
    };
    this.entries.set(key, entry);
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.byTag.set(tag, keys);
      }
      keys.add(key);
    }
    return entry;
  }

  /** Drops every cached document that contains the tagged resource (or list of a type). */
  invalidate(tag: string): void {
    for (const key of [...(this.byTag.get(tag) ?? [])]) this.entries.delete(key);
    this.byTag.delete(tag);
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
