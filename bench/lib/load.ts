import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections?: number;
  durationSeconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Requests per second of a fixed-amount run: all requests over the run's whole duration
 * (autocannon's per-second average samples whole seconds, too coarse for a run of a few).
 */
export function amountRate(result: { requests: { total: number }; duration: number }): number {
  return Math.round(result.requests.total / Math.max(result.duration, 0.01));
}

/** Drives one URL with autocannon and reports throughput and latency percentiles. */
export async function load(
  label: string,
  url: string,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 10,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Prints results as a table, with each row's throughput as a ratio of the first (the baseline). */
export function printTable(title: string, rows: LoadResult[]): void {
  const baseline = rows[0]?.requestsPerSecond ?? 0;
  console.log(`\n${title}`);
  console.table(
    rows.map((row) => ({
      case: row.label,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      'vs baseline': baseline > 0 ? `${(row.requestsPerSecond / baseline).toFixed(2)}×` : '—',
      'non-2xx': row.non2xx,
      errors: row.errors,
    })),
  );
}
