import { fakeFetch, jsonResponse } from './fake-fetch';

/**
 * A fake list endpoint over `total` resources (ids 1…total), paged like the API:
 * `page[number]` / `page[size]` and `meta.pagination {current, last, next}`.
 */
export function listServer(total: number, type = 'articles') {
  const pages: { number: number; size: number; language: string | undefined }[] = [];
  const fake = fakeFetch((call) => {
    const query = new URL(call.url).searchParams;
    const number = Number(query.get('page[number]') ?? '1');
    const size = Number(query.get('page[size]') ?? '20');
    pages.push({ number, size, language: call.headers['Accept-Language'] });
    const last = Math.max(1, Math.ceil(total / size));
    const start = (number - 1) * size;
    const ids = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) =>
      String(start + i + 1),
    );
    return jsonResponse(200, {
      data: ids.map((id) => ({ type, id, attributes: { title: `#${id}` } })),
      meta: {
        pagination: {
          current: number,
          last,
          next: number < last ? number + 1 : null,
          records: total,
        },
      },
    });
  });
  return { ...fake, pages };
}

/** A `sleep` that only records how long it was asked to wait. */
export function recordingSleep() {
  const delays: number[] = [];
  return {
    delays,
    sleep: (ms: number) => {
      delays.push(ms);
      return Promise.resolve();
    },
  };
}
