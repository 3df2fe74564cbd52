import type { Article } from '@trybuna/api-client';
import { cardData, type CardData } from './card-data';

export { ArticleCard } from './article-card';

/**
 * What a news list needs to draw the cards it reads in the browser ('show more', search
 * results): loaded with the first such read, so the list's first load holds no card code.
 */
export function toCards(
  articles: readonly Article[],
  origin: string,
  club: string,
  timeZone: string,
): CardData[] {
  return articles.map((article) => cardData(article, origin, club, timeZone));
}
