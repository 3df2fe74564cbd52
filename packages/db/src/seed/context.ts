import type { Drizzle } from '../connection';
import type { DemoVideoName } from './videos';

/** What every seed step needs: the database, the club's words, the site's origins, a PRNG. */
export interface SeedContext {
  db: Drizzle;
  club: string;
  abbr: string;
  displayName: string;
  /** The academy's club name: the youth teams are listed under it (001 §7). */
  academyClubName: string;
  shortName: string;
  city: string;
  partnerBank: string;
  /** Site origins per app, for share URLs (an article's canonical address is on its app). */
  origins: { soccer: string; academy: string; athletics: string; business: string };
  /** External URLs the content links to (tickets, shop). */
  ticketsUrl: string;
  shopUrl: string;
  random: Random;
  /** Image id by its catalogue key (`photo-07`, `crest-3`, `player-12`, `product-2`). */
  image: (key: string) => number;
  /** The address of a demo video's WebM file (`videos.ts`), served by the API's `/media/…`. */
  video: (name: DemoVideoName) => string;
  /** The fixed "now" of the demo content: matches and articles are dated around it. */
  now: Date;
}

/** A small deterministic PRNG (mulberry32), so every seed run writes the same content. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` before (negative) or after `now`, at `hour`:`minute` Warsaw-ish (UTC+1). */
export function dayAt(now: Date, days: number, hour = 12, minute = 0): Date {
  const d = new Date(now.getTime() + days * DAY_MS);
  d.setUTCHours(hour - 1, minute, 0, 0);
  return d;
}
