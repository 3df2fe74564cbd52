import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Drizzle } from '@trybuna/db';
import { READ_CACHE_DEFAULTS } from '../plugins/read-cache';
import { pictureUses, type PictureLevel } from '../resources/visibility';
import type { ImageScope } from './keys';

/** Bounds of the picture visibility cache (docs/security.md "Pictures"). */
export interface PictureAccessOptions {
  /** Pictures whose uses are remembered (least recently asked for dropped first). */
  maxPictures?: number;
  /** How long a picture's uses are kept: as long as the read cache keeps a document. */
  ttlMs?: number;
  /** How long "no published use" is kept: shorter, so a picture just published shows soon. */
  unusedTtlMs?: number;
}

const PICTURE_ACCESS_DEFAULTS = {
  maxPictures: 10_000,
  ttlMs: READ_CACHE_DEFAULTS.ttlMs,
  unusedTtlMs: 5_000,
} as const;

/** Who asks for a picture file: the scope of the URL's key, and whether a valid user token came. */
export interface PictureCaller {
  scope: ImageScope;
  signedIn: boolean;
}

const NO_USES: readonly PictureLevel[] = [];

/**
 * Whether `/images/{key}/…` may serve a picture (its key is already checked): a preview key
 * serves any picture; a members key (handed only to signed-in fans and the fans a quiz
 * question was served to) a picture with any published use; a public key one with a public
 * use, or a members-only use when the request carries a valid user token. The uses of one
 * picture are read in one query (`pictureUses`) and kept in a bounded LRU for the read cache's
 * lifetime, so the hot path (every picture of every page) costs no query while it is kept.
 */
export class PictureAccess {
  private readonly uses: LRUCache<string, readonly PictureLevel[]>;
  private readonly inflight = new Map<string, Promise<readonly PictureLevel[]>>();
  private readonly unusedTtlMs: number;

  constructor(
    private readonly db: Drizzle,
    options: PictureAccessOptions = {},
  ) {
    const settings = { ...PICTURE_ACCESS_DEFAULTS, ...options };
    this.unusedTtlMs = settings.unusedTtlMs;
    this.uses = new LRUCache({ max: settings.maxPictures, ttl: settings.ttlMs });
  }

  async allows(picturePath: string, caller: PictureCaller): Promise<boolean> {
    if (caller.scope === 'preview') return true;
    const levels = await this.levelsOf(picturePath);
    if (levels.includes('p')) return true;
    if (caller.scope === 'members') return levels.length > 0;
    return caller.signedIn && levels.includes('m');
  }

  /** Forgets every picture's uses (content changed in a way the caller knows of). */
  clear(): void {
    this.uses.clear();
  }

  private async levelsOf(picturePath: string): Promise<readonly PictureLevel[]> {
    const known = this.uses.get(picturePath);
    if (known) return known;
    const pending = this.inflight.get(picturePath);
    if (pending) return pending;
    const reading = this.read(picturePath).finally(() => this.inflight.delete(picturePath));
    this.inflight.set(picturePath, reading);
    return reading;
  }

  private async read(picturePath: string): Promise<readonly PictureLevel[]> {
    const result = (await this.db.execute(
      sql`select distinct u.level from (${pictureUses()}) u where u.image_id = (select i.id from images i where i.path = ${picturePath})`,
    )) as { rows: { level: PictureLevel }[] };
    const levels = result.rows.map((row) => row.level);
    if (levels.length === 0) {
      this.uses.set(picturePath, NO_USES, { ttl: this.unusedTtlMs });
      return NO_USES;
    }
    this.uses.set(picturePath, levels);
    return levels;
  }
}
