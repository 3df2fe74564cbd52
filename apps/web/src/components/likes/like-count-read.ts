/*
 * The like button's count read (000 §7.3) without zod: the read runs in the first-load code of
 * every page with a like button, and the api-client call would load the schema library with
 * it (docs/benchmarks.md "Football templates in Lighthouse"). The request is the api-client's
 * own (`likesCountRequest`); only the answer is checked by hand, for one number.
 */
import { likesCountRequest } from '@trybuna/api-client/calls/likes-count';
import type { LikeType } from '@trybuna/domain';
import { READ_HEADERS } from '../chrome/visible-poller';

/** `{apiBase}/{path}?fields[{type}]=likes_count`, or `null` for a type whose count is not read. */
export function likeCountUrl(
  apiBase: string,
  type: LikeType,
  id: string,
  pageId?: string,
): string | null {
  const target = likesCountRequest(type, id, pageId);
  if (!target) return null;
  const base = apiBase.replace(/\/+$/, '');
  return `${base}/${target.path}?fields[${target.fieldsType}]=likes_count`;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** `data.attributes.likes_count` of a JSON:API answer, if it is a count (else `null`). */
export function parseLikeCount(body: unknown): number | null {
  const count = record(record(record(body)?.data)?.attributes)?.likes_count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** Reads the count; `null` when there is none to read or the answer is not one. */
export async function readLikeCount(
  apiBase: string,
  item: { type: LikeType; id: string; pageId?: string },
  signal: AbortSignal,
): Promise<number | null> {
  const url = likeCountUrl(apiBase, item.type, item.id, item.pageId);
  if (!url) return null;
  const response = await fetch(url, { headers: READ_HEADERS, signal });
  if (!response.ok) throw new Error(`like count read failed: ${String(response.status)}`);
  return parseLikeCount(await response.json());
}
