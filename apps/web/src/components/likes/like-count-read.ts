/*
 * The like button's count read (000 §7.3) without zod: the read runs in the first-load code of
 * every page with a like button, so it goes through the api-client's browser entry (its URL
 * and plain read) rather than a typed call that would load schemas with the page
 * (docs/benchmarks.md "Football templates in Lighthouse"); only the one number is checked here.
 */
import { asRecord, likesCountUrl, primaryOne, readDocument } from '@trybuna/api-client/browser';
import type { LikeType } from '@trybuna/domain';

/** `data.attributes.likes_count` of a JSON:API answer, if it is a count (else `null`). */
export function parseLikeCount(body: unknown): number | null {
  const count = asRecord(primaryOne(body)?.attributes)?.likes_count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** Reads the count; `null` when there is none to read or the answer is not one. */
export async function readLikeCount(
  apiBase: string,
  item: { type: LikeType; id: string; pageId?: string },
  signal: AbortSignal,
): Promise<number | null> {
  const url = likesCountUrl(apiBase, item.type, item.id, item.pageId);
  if (!url) return null;
  return parseLikeCount(await readDocument(url, { signal }));
}
