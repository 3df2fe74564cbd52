import autocannon from 'autocannon';
import { MATCH_READ_TTL_MS } from '../apps/api/src/plugins/read-rules';
import { startApiVariant } from './lib/api-variant';
import type { RunningServer } from './lib/servers';

/** Simulated visitors with the match counter hero open. */
const VISITORS = 500;
const SECONDS = 15;

/** The counter hero's re-read (001 §7: it reads status, start time, score and likes). */
const FIELDS =
  'fields[matches]=status,start_time,postponed_start_time,hour_time_not_yet_defined,home_squad_score,away_squad_score,likes_count,period,elapsed_seconds';

interface CounterResult {
  label: string;
  requestsPerSecond: number;
  notModified: number;
  ok: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
}

interface MatchList {
  data: { id: string }[];
}

/** The live match of the demo content (the counter re-reads while a match is not over). */
async function liveMatchPath(api: RunningServer): Promise<string> {
  const response = await fetch(`${api.url}/api/v3/matches?filter[status_eq]=live&page[size]=1`);
  const id = ((await response.json()) as MatchList).data[0]?.id;
  if (!id) throw new Error('bench: the demo content has no live match');
  return `/api/v3/matches/${id}?${FIELDS}`;
}

/**
 * `VISITORS` connections, each a visitor re-reading the match with `If-None-Match` of the
 * last ETag it was sent: once a second each (`paced`, the counter as shipped), or each as soon
 * as its last answer came (`flat out`, what the server can take). autocannon clears a
 * connection's context after every request when there is one request in the list, so the last
 * ETag is kept here; every visitor reads the same document, so it is each one's last ETag.
 */
async function counterLoad(
  label: string,
  url: string,
  pathAndQuery: string,
  paced: boolean,
): Promise<CounterResult> {
  let lastEtag: string | undefined;
  const result = await autocannon({
    url,
    connections: VISITORS,
    duration: SECONDS,
    timeout: 10,
    ...(paced ? { connectionRate: 1 } : {}),
    requests: [
      {
        method: 'GET',
        path: pathAndQuery,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...(lastEtag ? { 'if-none-match': lastEtag } : {}) },
        }),
        onResponse: (_status, _body, _context, headers) => {
          const etag = (headers as Record<string, string | undefined>).etag;
          if (etag) lastEtag = etag;
        },
      },
    ],
  });
  const codes = result.statusCodeStats as Record<string, { count: number } | undefined>;
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    notModified: codes['304']?.count ?? 0,
    ok: codes['200']?.count ?? 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function measure(ttlMs: number, label: string): Promise<CounterResult[]> {
  const api = await startApiVariant(ttlMs);
  try {
    const path = await liveMatchPath(api);
    // Warm up once (the first read of a fresh process compiles its queries).
    await fetch(`${api.url}${path}`);
    return [
      await counterLoad(`${label}, 1 read/s each`, api.url, path, true),
      await counterLoad(`${label}, flat out`, api.url, path, false),
    ];
  } finally {
    await api.stop();
  }
}

function print(rows: CounterResult[], baselines: CounterResult[]): void {
  console.log(
    `\nMatch counter hero re-read: GET matches/{id}?fields… with If-None-Match, ${String(VISITORS)} visitors, ${String(SECONDS)} s each`,
  );
  console.table(
    rows.map((row, i) => {
      const base = baselines[i % baselines.length]?.requestsPerSecond ?? 0;
      return {
        case: row.label,
        'req/s': row.requestsPerSecond,
        'answers 304': row.notModified,
        'answers 200': row.ok,
        'p50 ms': row.p50Ms,
        'p99 ms': row.p99Ms,
        'vs no per-match cache': base > 0 ? `${(row.requestsPerSecond / base).toFixed(2)}×` : '—',
        errors: row.errors,
        timeouts: row.timeouts,
      };
    }),
  );
}

/**
 * Issue 15 item 13: the counter's 1 s re-read at 500 simulated visitors, with the per-match
 * cache (1 s, strong ETag, 304) against the same read computed every time
 * (`matchReadTtlMs: 0`), measured in the same run, printed as a ratio.
 */
export async function run(): Promise<void> {
  const without = await measure(0, 'without per-match cache');
  const cached = await measure(
    MATCH_READ_TTL_MS,
    `per-match cache (${String(MATCH_READ_TTL_MS)} ms)`,
  );
  print([...without, ...cached], without);
}
