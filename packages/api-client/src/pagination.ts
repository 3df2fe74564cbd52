import { ARTICLE_PAGE_DELAY_MS, MAX_PAGE_SIZE } from '@trybuna/domain';
import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from './client';
import { ResponseShapeError } from './errors';
import type { Resource } from './json-api';
import type { QueryParams } from './query';
import { formatIssues } from './response';

/** 000 §9, 001 §7: fetch-all page size (`MAX_PAGE_SIZE`, the API's largest page). */
export const FETCH_ALL_PAGE_SIZE = MAX_PAGE_SIZE;

/** 000 §7.2, §9: articles wait 1 s between pages; other resources do not wait (001 §7). */
export { ARTICLE_PAGE_DELAY_MS };

const resourceList = z.array(z.looseObject({ id: z.string(), type: z.string() }));

const paginationMeta = z.object({
  pagination: z.object({
    current: z.number(),
    last: z.number(),
    next: z.nullish(z.number()),
  }),
});

/** 000 §7.1: more pages exist when `current < last` and `next` is present. */
export function hasMorePages(meta: unknown): boolean {
  const parsed = paginationMeta.safeParse(meta);
  if (!parsed.success) return false;
  const { current, last, next } = parsed.data.pagination;
  return current < last && next !== null && next !== undefined;
}

export const wait = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export interface FetchAllOptions extends Omit<RequestOptions, 'params'> {
  /** Stop after this many items; without it every page is read. */
  max?: number;
  /** Pause between two pages (none before the first or after the last). */
  delayMs?: number;
  /** How to wait; injectable so tests need not sleep. */
  sleep?: (ms: number) => Promise<void>;
  /** Largest page asked for; 50 (the spec's fetch-all size) unless a test wants small pages. */
  pageSize?: number;
}

/**
 * Reads a list page by page (000 §7.2): each page asks for `min(remaining, 50)` items, where
 * remaining is `max` minus what has been fetched (50 when there is no `max`), and it stops
 * when `hasMorePages` says no or `max` is reached.
 *
 * Pages are addressed by `page[number]` for the page size asked, so a smaller last page is
 * asked for only when its offset lands on a page boundary (fetched is a multiple of it);
 * otherwise the full size is asked again and the surplus dropped. Asking `page[size]=20`
 * `page[number]=2` after 50 items would return items 21–40 a second time.
 */
export async function fetchAll(
  client: ApiClient,
  path: string,
  params: QueryParams = {},
  options: FetchAllOptions = {},
): Promise<Resource[]> {
  const { max, delayMs = 0, sleep = wait, pageSize = FETCH_ALL_PAGE_SIZE, ...call } = options;
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a positive integer, not ${String(pageSize)}`);
  }
  const items: Resource[] = [];
  let size = pageSize;
  for (;;) {
    const remaining = max === undefined ? pageSize : max - items.length;
    if (remaining <= 0) break;
    const wanted = Math.min(remaining, pageSize);
    if (items.length % wanted === 0) size = wanted;
    else if (items.length % size !== 0) break; // a short page that still claims more: stop
    const response = await client.get(path, {
      ...call,
      params: { ...params, page: { number: items.length / size + 1, size } },
    });
    const parsed = resourceList.safeParse(response.data);
    if (!parsed.success) {
      throw new ResponseShapeError(`${path} did not answer a list of resources`, {
        status: response.status,
        data: response.data,
        headers: response.headers,
        issues: formatIssues(parsed.error),
      });
    }
    const page: Resource[] = parsed.data;
    items.push(...page.slice(0, remaining));
    const done = max !== undefined && items.length >= max;
    if (done || page.length === 0 || !hasMorePages(response.meta)) break;
    if (delayMs > 0) await sleep(delayMs);
  }
  return items;
}
