import { createApiClient, type ApiClient } from '@trybuna/api-client';
import { club } from '@trybuna/config';
import { loadEnv, type RuntimeEnv } from '@trybuna/config/env';
import type { AppVariant } from '@trybuna/domain';
import { diagnosticApiClient } from './read-failure';

/**
 * What the web server knows at run time: the environment (ports, URLs, origins of the app
 * variants) and the one door to data, the content API client. Read on the server only.
 */
let cached: { env: RuntimeEnv; api: ApiClient } | null = null;

/**
 * How long a server-side render waits for one API call. A call that times out fails the render:
 * a page that is already cached (ISR) keeps being served as it was and is tried again later;
 * a page never rendered shows the error page (docs/web.md "Faults").
 */
const API_CALL_TIMEOUT_MS = 8000;

function site(): { env: RuntimeEnv; api: ApiClient } {
  if (!cached) {
    const env = loadEnv();
    cached = {
      env,
      api: createApiClient({
        baseUrl: `${env.urls.api}/api/v3`,
        ...(env.apiKey ? { apiKey: env.apiKey } : {}),
        production: env.appEnv === 'PROD',
        timeoutMs: API_CALL_TIMEOUT_MS,
      }),
    };
  }
  return cached;
}

export function runtimeEnv(): RuntimeEnv {
  return site().env;
}

/** The content API as the browser reaches it (`{api}/api/v3`): the base of the islands' reads. */
export function browserApiBase(): string {
  return `${site().env.urls.api}/api/v3`;
}

/** The content API client (in the e2e suite's diagnostics, a feature set to fail gets one that reaches nothing). */
export function apiClient(): ApiClient {
  return diagnosticApiClient() ?? site().api;
}

/** The site's own origins: links to them are internal (000 §2.9). */
export function ownOrigins(): string[] {
  return Object.values(site().env.origins);
}

export function originOf(variant: AppVariant): string {
  return site().env.origins[variant];
}

/** Absolute URL of a path on a variant's origin (canonical URLs, sitemaps, JSON-LD). */
export function absoluteUrl(variant: AppVariant, path: string): string {
  return new URL(path, originOf(variant)).href;
}

export { club };
