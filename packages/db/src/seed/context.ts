import type { Drizzle } from '../connection';
import type { Random } from './random';
import type { DemoVideoName } from './videos';

// The PRNG lives in random.ts (the picture and video makers import it without this file).
export { Random } from './random';

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

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` before (negative) or after `now`, at `hour`:`minute` Warsaw-ish (UTC+1). */
export function dayAt(now: Date, days: number, hour = 12, minute = 0): Date {
  const d = new Date(now.getTime() + days * DAY_MS);
  d.setUTCHours(hour - 1, minute, 0, 0);
  return d;
}
