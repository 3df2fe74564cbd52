/** The `meta.pagination` block every paged list sends (000 §10): page `current` of `last`, `next` or null, `records` in all. */
export interface PaginationMeta {
  current: number;
  last: number;
  next: number | null;
  records: number;
}

/** Pagination for page `current` (1-based) of `size` records a page, `records` in all; an empty list still has one page. */
export function paginationMeta(current: number, size: number, records: number): PaginationMeta {
  const last = Math.max(1, Math.ceil(records / size));
  return { current, last, next: current < last ? current + 1 : null, records };
}
