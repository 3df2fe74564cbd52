/** 000 §9: likes one user may add to one item. */
export const MAX_CLICK_LIKES = 10;

/**
 * Like resource types of 000 §3. A match-centre timeline item (001 §3 "Match centre
 * components") is liked as `component`, like a CMS page component (the two share one id
 * sequence in the API). `match_centre_component`, what timeline items were liked as before, is
 * still accepted by the API for pages and cookies written then (docs/api.md).
 */
export const LIKE_TYPES = [
  'article',
  'club',
  'squad_player',
  'squad_staff_member',
  'component',
  'incident',
  'match',
  'match_centre_component',
] as const;
export type LikeType = (typeof LIKE_TYPES)[number];

/**
 * What a match-centre timeline item was liked as before it took 000 §3's `component`: its like
 * cookie (000 §4.2, named type + id) written then is still read when the item has no
 * `component` cookie yet. Only timeline items read it (a CMS component of the same id is
 * another thing).
 */
export const LEGACY_TIMELINE_ITEM_LIKE_TYPE: LikeType = 'match_centre_component';

/** 000 §4.2: adds clicks but caps the user's count at MAX_CLICK_LIKES, adding the remainder. */
export function applyLikeClicks(
  userCounter: number,
  clicks: number,
): { added: number; userCounter: number } {
  const room = Math.max(0, MAX_CLICK_LIKES - Math.max(0, userCounter));
  const added = Math.min(room, Math.max(0, Math.floor(clicks)));
  return { added, userCounter: userCounter + added };
}

/** 000 §5: a batch is ignored when its count is 0 or less, or above MAX_CLICK_LIKES. */
export function isLikeBatchValid(count: number): boolean {
  return count > 0 && count <= MAX_CLICK_LIKES;
}

/** 000 §9: the counter shows only from 10 likes. */
export function shouldShowLikesCount(total: number): boolean {
  return total >= 10;
}

/**
 * 000 §9: below 1000 as is; below 10,000 thousands floored to one decimal + 'k' (1,000 →
 * '1k', 1,999 → '1.9k'; a trailing '.0' is dropped); below 1,000,000 floored thousands + 'k';
 * otherwise floored millions + 'M+'.
 */
export function formatLikesCount(total: number): string {
  const n = Math.max(0, Math.floor(total));
  if (n < 1000) return String(n);
  if (n < 10_000) return `${String(Math.floor(n / 100) / 10)}k`;
  if (n < 1_000_000) return `${String(Math.floor(n / 1000))}k`;
  return `${String(Math.floor(n / 1_000_000))}M+`;
}
