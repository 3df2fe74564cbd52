import type { Instrumentation } from 'next';
import type * as SentryNode from '@sentry/node';
import { showsErrorDetails } from '@trybuna/domain';
import { recordRenderError } from './lib/server/render-errors';

/**
 * Server-side render errors go to Sentry when SENTRY_DSN is set (000 §1); the SDK is not even
 * loaded otherwise. Each error's digest (all the browser gets of it) is recorded with what the
 * error page of 000 §8 may show: the message and stack in DEV and TEST, the event id when
 * reporting is on (lib/server/render-errors.ts, read by /api/render-errors/{digest}).
 */
let sentry: typeof SentryNode | null = null;
let details = false;

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A bare `next start` refuses a weak production setting at boot, as the api and sso do
  // (under `npm start` the orchestrator has checked it already), not on the first request.
  const env = (await import('@trybuna/config/env')).loadEnvOrExit();
  details = showsErrorDetails(env.appEnv);
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return;
  sentry = await import('@sentry/node');
  sentry.init({ dsn, environment: env.appEnv, tracesSampleRate: 0 });
}

export const onRequestError: Instrumentation.onRequestError = (error, request) => {
  const eventId = sentry?.captureException(error, {
    extra: { path: request.path, method: request.method },
  });
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest !== 'string' || (!details && !eventId)) return;
  recordRenderError(digest, {
    ...(details && error instanceof Error
      ? { message: error.message, ...(error.stack ? { stack: error.stack } : {}) }
      : {}),
    ...(eventId ? { eventId } : {}),
  });
};
