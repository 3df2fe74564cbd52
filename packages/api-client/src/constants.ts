import type { LikeType } from '@trybuna/domain';

/*
 * Plain values of the API's contract, in a module without schemas: the browser's first-load code
 * can use them without pulling in zod (the calls load on demand, apps/web/src/lib/browser-api.ts).
 */

/** 000 §7.3: the resource path whose `likes_count` is read, per like type. */
export const LIKES_COUNT_PATHS: Readonly<Partial<Record<LikeType, string>>> = {
  article: 'articles',
  match: 'matches',
  squad_player: 'squad_players',
  squad_staff_member: 'squad_staff_members',
  component: 'components',
};

/** What an article card needs (image crops, category, tags). */
export const ARTICLE_LIST_INCLUDES: readonly string[] = ['image', 'publication_category', 'tags'];
