import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Rendered images on disk under a byte cap: every file's size is tracked in memory in
 * access order, and storing past the cap deletes the least recently used files first. On start
 * the directory is scanned (oldest modification first, leftover temporary files removed), so
 * files of an earlier run count against the cap too.
 */
export class DiskCache {
  /** Relative file name → bytes, least recently used first (a Map keeps insertion order). */
  private readonly files = new Map<string, number>();
  private total = 0;
  private readonly ready: Promise<void>;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    this.ready = this.scan();
  }

  /** The stored file, marked as just used; null when it is not stored (or vanished). */
  async get(name: string): Promise<Buffer | null> {
    await this.ready;
    if (!this.files.has(name)) return null;
    try {
      const body = await readFile(this.pathOf(name));
      this.touch(name);
      return body;
    } catch {
      this.forget(name);
      return null;
    }
  }

  /** Stores a file (written whole, then renamed into place) and evicts past the cap. */
  async put(name: string, body: Buffer): Promise<void> {
    await this.ready;
    // A single file above the cap would only evict everything, itself included.
    if (body.length > this.maxBytes) return;
    const file = this.pathOf(name);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
    this.forget(name);
    this.files.set(name, body.length);
    this.total += body.length;
    await this.evict();
  }

  /** Bytes currently stored. */
  async bytes(): Promise<number> {
    await this.ready;
    return this.total;
  }

  private pathOf(name: string): string {
    return path.join(this.dir, name);
  }

  private touch(name: string): void {
    const size = this.files.get(name);
    if (size === undefined) return;
    this.files.delete(name);
    this.files.set(name, size);
  }

  private forget(name: string): void {
    const size = this.files.get(name);
    if (size === undefined) return;
    this.files.delete(name);
    this.total -= size;
  }

  private async evict(): Promise<void> {
    for (const [name, size] of this.files) {
      if (this.total <= this.maxBytes) break;
      this.files.delete(name);
      this.total -= size;
      await unlink(this.pathOf(name)).catch(() => undefined);
    }
  }

  private async scan(): Promise<void> {
    const found: { name: string; size: number; modified: number }[] = [];
    const walk = async (relative: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(path.join(this.dir, relative), { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const name = path.join(relative, entry.name);
        if (entry.isDirectory()) await walk(name);
        else if (entry.name.endsWith('.tmp'))
          await unlink(this.pathOf(name)).catch(() => undefined);
        else if (entry.isFile()) {
          const info = await stat(this.pathOf(name)).catch(() => null);
          if (info) found.push({ name, size: info.size, modified: info.mtimeMs });
        }
      }
    };
    await walk('');
    found.sort((a, b) => a.modified - b.modified);
    for (const { name, size } of found) {
      this.files.set(name, size);
      this.total += size;
    }
    await this.evict();
  }
}
