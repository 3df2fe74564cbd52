'use client';

import * as Sentry from '@sentry/browser';

let enabled = false;

/**
 * 000 §1 "Render errors are reported to an error-reporting service": the Sentry SDK, started
 * only when the server hands over a DSN (SENTRY_DSN); without one nothing is sent anywhere.
 */
export function initErrorReporting(dsn: string | undefined, environment: string): void {
  if (enabled || !dsn) return;
  Sentry.init({ dsn, environment, tracesSampleRate: 0 });
  enabled = true;
}

/** Reports a render error; returns the event id when one was recorded (000 §8). */
export function reportError(error: unknown): string | undefined {
  if (!enabled) {
    console.error(error);
    return undefined;
  }
  return Sentry.captureException(error);
}
