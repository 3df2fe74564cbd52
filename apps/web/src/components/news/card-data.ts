import type { Article } from '@trybuna/api-client';
import { articlePath, CARD_CROPS, formatDateMask, type CardSize } from '@trybuna/domain';

/** What a card shows: plain, serialisable data (cards render on the server and in the browser). */
export interface CardData {
  id: string;
  href: string;
  title: string;
  category: string | null;
  /** ISO time and its display text (dd.mm.yyyy, 000 §9). */
  time: string | null;
  date: string | null;
  images: Record<string, string>;
  likes: number;
  kind: string;
  signedInOnly: boolean;
}

/** An article's address: its canonical `share_url`, as a path when it is on this origin. */
export function articleHref(item: Article, origin: string, club: string): string {
  if (item.share_url) {
    const url = new URL(item.share_url);
    return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
  }
  const categoryId = Number(item.publication_category?.id ?? 0) || null;
  return articlePath({ id: item.id, slug: item.slug ?? '', categoryId }, club);
}

/** A card's data; dates in `timeZone`, the club's (`club.timeZone` from `@trybuna/config`). */
export function cardData(item: Article, origin: string, club: string, timeZone: string): CardData {
  const time = item.publication_time ?? item.published_at ?? null;
  return {
    id: item.id,
    href: articleHref(item, origin, club),
    title: item.title ?? '',
    category: item.publication_category?.name ?? null,
    time,
    date: time ? formatDateMask(time, 'date', timeZone) || null : null,
    images: item.images ?? {},
    likes: item.likes_count ?? 0,
    kind: item.kind ?? 'standard',
    signedInOnly: Boolean(item.signed_in_only),
  };
}

/** The crop a card of this size shows (000 §9), falling back to any crop the article has. */
export function cardImage(card: CardData, size: CardSize): string | null {
  return card.images[CARD_CROPS[size]] ?? card.images.article_list ?? card.images.web ?? null;
}
