import { eq } from 'drizzle-orm';
import { slugify } from '@trybuna/domain';
import { squadPlayerArticles, squadPlayerProducts, squadPlayers } from '../schema';
import type { SeedContext } from './context';
import { FIRST_TEAM } from './people';
import type { SeedRefs } from './refs';

/** The profile URL on each network of a (fictional) handle; the key is the link's `type`. */
const NETWORK_URLS = {
  instagram: (h: string) => `https://www.instagram.com/${h}`,
  facebook: (h: string) => `https://www.facebook.com/${h}`,
  x: (h: string) => `https://x.com/${h}`,
  tiktok: (h: string) => `https://www.tiktok.com/@${h}`,
  youtube: (h: string) => `https://www.youtube.com/@${h}`,
} as const;

type Network = keyof typeof NETWORK_URLS;

/** Index in `FIRST_TEAM` of the captain (his `role` is 'captain'). */
const CAPTAIN_INDEX = 11;

/**
 * First-team players whose profiles have the three sections of 001 §2: which social networks
 * they are on, and how many galleries, videos and products are linked. The captain has all.
 */
const PROFILES: readonly {
  index: number;
  networks: readonly Network[];
  photos: number;
  videos: number;
  products: number;
}[] = [
  {
    index: CAPTAIN_INDEX,
    networks: ['instagram', 'facebook', 'x', 'tiktok', 'youtube'],
    photos: 3,
    videos: 2,
    products: 3,
  },
  { index: 0, networks: ['instagram', 'x'], photos: 2, videos: 1, products: 2 },
  { index: 15, networks: ['instagram', 'tiktok'], photos: 1, videos: 2, products: 1 },
  { index: 5, networks: ['instagram'], photos: 1, videos: 0, products: 0 },
];

/**
 * 'Photos and videos with the player' (galleries and videos of the football news, in a
 * rotating selection), 'Products with the player' (shop products) and 'Player on social
 * media' (fictional handles: the club's code and the player's slug).
 */
export async function seedPlayerProfiles(
  ctx: SeedContext,
  refs: Pick<SeedRefs, 'football' | 'catalogue' | 'articles'>,
): Promise<void> {
  const photos = refs.articles({ categories: [1], kind: 'photo' }, 12);
  const videos = refs.articles({ categories: [1], kind: 'video' }, 12);
  const products = refs.catalogue.products;
  const articleLinks: (typeof squadPlayerArticles.$inferInsert)[] = [];
  const productLinks: (typeof squadPlayerProducts.$inferInsert)[] = [];
  for (const [n, profile] of PROFILES.entries()) {
    const playerId = refs.football.firstTeamPlayers[profile.index];
    const person = FIRST_TEAM[profile.index];
    if (playerId === undefined || !person) throw new Error('seed: player profile');
    const handle = `${ctx.abbr}.${slugify(`${person[0]} ${person[1]}`)}`.toLowerCase();
    await ctx.db
      .update(squadPlayers)
      .set({
        socialMedia: profile.networks.map((type) => ({
          type,
          url: NETWORK_URLS[type](handle),
        })),
      })
      .where(eq(squadPlayers.id, playerId));
    const linked = [
      ...rotate(photos, n * 2, profile.photos),
      ...rotate(videos, n * 2, profile.videos),
    ];
    articleLinks.push(
      ...linked.map((articleId, position) => ({ squadPlayerId: playerId, articleId, position })),
    );
    productLinks.push(
      ...rotate(products, n, profile.products).map((productId, position) => ({
        squadPlayerId: playerId,
        productId,
        position,
      })),
    );
  }
  await ctx.db.insert(squadPlayerArticles).values(articleLinks);
  await ctx.db.insert(squadPlayerProducts).values(productLinks);
}

/** `count` distinct items of `items` starting at `from` (wrapping). */
function rotate(items: readonly number[], from: number, count: number): number[] {
  if (items.length === 0) return [];
  return Array.from(
    { length: Math.min(count, items.length) },
    (_, i) => items[(from + i) % items.length] ?? 0,
  );
}
