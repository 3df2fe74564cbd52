/**
 * 000 §7.2, §9 and 001 §7, §9: how lists are paged. The API answers at most 50 items a page,
 * and a fetch-all read asks for `min(remaining, 50)` a page; articles wait 1 s between pages,
 * other resources do not.
 */

/** 000 §7.2, 001 §9: the largest page the API answers, and the fetch-all page size. */
export const MAX_PAGE_SIZE = 50;

/** 000 §7.2, §9: a fetch-all read of articles waits 1 s between pages. */
export const ARTICLE_PAGE_DELAY_MS = 1000;

/** The pages a fetch-all read needs for `count` items (at least one: an empty list is a page). */
export function pagesFor(count: number, pageSize: number = MAX_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / pageSize));
}
