import type { Instrumentation } from 'next';
import type * as SentryNode from '@sentry/node';

/**
 * Server-side render errors go to Sentry when SENTRY_DSN is set (000 §1); the SDK is not even
 * loaded otherwise.
 */
let sentry: typeof SentryNode | null = null;

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A bare `next start` refuses a weak production setting at boot, as the api and sso do
  // (under `npm start` the orchestrator has checked it already), not on the first request.
  (await import('@trybuna/config/env')).loadEnvOrExit();
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return;
  sentry = await import('@sentry/node');
  sentry.init({ dsn, environment: process.env.APP_ENV ?? 'DEV', tracesSampleRate: 0 });
}

export const onRequestError: Instrumentation.onRequestError = (error, request) => {
  sentry?.captureException(error, { extra: { path: request.path, method: request.method } });
};
