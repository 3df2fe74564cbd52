import type { Drizzle } from '@trybuna/db';
import { squadPlayerArticles, squadPlayerProducts, squadPlayers } from '@trybuna/db/schema';
import type { Relationship, Selectable } from '../jsonapi/resource';
import { viaJoinTable } from './support';

/**
 * The three profile sections of 001 §2 on `squad_players`: 'Player on social media' is the
 * attribute `social_media` (`[{type, url}]`, `[]` when none); 'Photos and videos with the
 * player' and 'Products with the player' are the to-many relationships `articles` and
 * `products`, in the editor's order. The linked articles go through the articles definition
 * like every include: a draft is neither linked nor included, a members-only article is
 * included gated (no body) for anyone without a valid user token.
 */
export function playerProfileAttributes(): Record<string, Selectable> {
  return {
    social_media: squadPlayers.socialMedia,
  };
}

export function playerProfileRelationships(db: Drizzle): Record<string, Relationship> {
  return {
    articles: {
      kind: 'many',
      type: 'articles',
      load: viaJoinTable(
        db,
        squadPlayerArticles,
        squadPlayerArticles.squadPlayerId,
        squadPlayerArticles.articleId,
        squadPlayerArticles.position,
      ),
    },
    products: {
      kind: 'many',
      type: 'products',
      load: viaJoinTable(
        db,
        squadPlayerProducts,
        squadPlayerProducts.squadPlayerId,
        squadPlayerProducts.productId,
        squadPlayerProducts.position,
      ),
    },
  };
}
