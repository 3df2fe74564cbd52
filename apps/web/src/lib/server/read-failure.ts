import { AsyncLocalStorage } from 'node:async_hooks';
import { createApiClient, type ApiClient } from '@trybuna/api-client';
import { ReadFailure, type ReadFeature } from '@/lib/read-failure';

// Server code (node:async_hooks); no 'server-only' marker, so the modules that use it (site.ts)
// stay importable by the unit tests, as site.ts itself is.

/**
 * How long a page rendered without a feature's data may be served from the ISR cache before
 * it is rendered again (the pages' own `revalidate` is 300 s, the match centre's 60 s).
 */
const FAILED_READ_REVALIDATE_S = 30;

/** A feature's server read: its data, or the mark that it failed (already logged). */
export type FeatureRead<T> = { ok: true; data: T } | { ok: false };

const current = new AsyncLocalStorage<ReadFeature>();

/**
 * Shortens the ISR life of the page being rendered to `FAILED_READ_REVALIDATE_S`: Next.js
 * lowers a page's revalidate to that of any `fetch` it makes with a shorter `next.revalidate`,
 * before the fetch runs. A `data:` URL answers in the process, without the network. Outside
 * an ISR render (a request-time page, a test) it changes nothing.
 */
async function shortenPageCache(): Promise<void> {
  try {
    await fetch('data:text/plain,', { next: { revalidate: FAILED_READ_REVALIDATE_S } });
  } catch {
    // Only the cache's lifetime is at stake.
  }
}

/**
 * One feature's server read (000 §8 "data could not be loaded"): the data, or, when the read
 * fails, the error logged with the feature's name (the server's log: the console), the page's
 * ISR life shortened (a render without the feature is not served for the full 300 s) and
 * `{ ok: false }`, so the page renders without the feature and puts `DataLoadErrorNotice`,
 * which raises the toast in the browser, in its place. Whole-page data (the page's own
 * resource) is not read through this: its failure fails the render (docs/web.md "Faults").
 */
export async function featureRead<T>(
  feature: ReadFeature,
  read: () => Promise<T>,
): Promise<FeatureRead<T>> {
  try {
    return { ok: true, data: await current.run(feature, read) };
  } catch (error) {
    console.error(new ReadFailure(feature, error));
    await shortenPageCache();
    return { ok: false };
  }
}

// ---- Diagnostics (the e2e suite only) -------------------------------------------------------

const FAILING = Symbol.for('trybuna.diagnostics.failingReads');
type DiagnosticsGlobal = typeof globalThis & { [FAILING]?: ReadonlySet<ReadFeature> };

/** An address where nothing answers: a read sent there fails as a down API's would. */
export const UNREACHABLE_API = 'http://127.0.0.1:9/api/v3';
let unreachable: ApiClient | null = null;

export function diagnosticsEnabled(): boolean {
  return process.env.DIAGNOSTIC_ROUTES === '1';
}

/**
 * With `DIAGNOSTIC_ROUTES=1` only (the e2e suite): the features whose server reads go to an
 * address where no API answers, set by `POST /api/diagnostics/failing-reads`. Kept on
 * `globalThis`, so every route's bundle sees the same set.
 */
export function setFailingReads(features: readonly ReadFeature[]): void {
  (globalThis as DiagnosticsGlobal)[FAILING] = new Set(features);
}

/** The unreachable client when the feature being read is one set to fail; else null. */
export function diagnosticApiClient(): ApiClient | null {
  if (!diagnosticsEnabled()) return null;
  const feature = current.getStore();
  const failing = (globalThis as DiagnosticsGlobal)[FAILING];
  if (!feature || !failing?.has(feature)) return null;
  unreachable ??= createApiClient({ baseUrl: UNREACHABLE_API, timeoutMs: 2000 });
  return unreachable;
}
