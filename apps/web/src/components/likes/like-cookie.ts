import { likeKey, MAX_CLICK_LIKES, YEAR_COOKIE_ATTRIBUTES, type LikeType } from '@trybuna/domain';
import { readCookie } from '@/components/chrome/cookies';

/** 000 §4.2: the cookie named type + id (`article42`) holds the user's count for that item. */
function likeCookieName(type: LikeType, id: string): string {
  return likeKey(type, id);
}

/**
 * The user's count for an item from a `document.cookie` string; unreadable is 0. Without a
 * cookie of its type, the one of `fallbackType` (what the item was liked as before, e.g.
 * `match_centre_component{id}` for a timeline item) is read; the next like writes the new name.
 */
export function readLikeUserCounter(
  cookies: string,
  type: LikeType,
  id: string,
  fallbackType?: LikeType,
): number {
  const value =
    readCookie(cookies, likeCookieName(type, id)) ??
    (fallbackType === undefined
      ? undefined
      : readCookie(cookies, likeCookieName(fallbackType, id)));
  if (value === undefined || !/^\d+$/.test(value)) return 0;
  return Math.min(MAX_CLICK_LIKES, Number.parseInt(value, 10));
}

/** The `document.cookie` assignment storing the user's count (000 §9: a year, path /, Lax). */
export function likeCookieAssignment(type: LikeType, id: string, userCounter: number): string {
  const value = Math.min(MAX_CLICK_LIKES, Math.max(0, Math.floor(userCounter)));
  return `${likeCookieName(type, id)}=${String(value)}; ${YEAR_COOKIE_ATTRIBUTES}`;
}
