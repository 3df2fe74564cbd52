'use client';

import type * as SentrySdk from '@sentry/browser';

type Sentry = typeof SentrySdk;

let sentry: Promise<Sentry> | null = null;

/**
 * 000 §1 "Render errors are reported to an error-reporting service": the Sentry SDK, loaded and
 * started only when the server hands over a DSN (SENTRY_DSN). Without one nothing is loaded or
 * sent, and the SDK stays out of the pages' first-load JavaScript.
 */
export function initErrorReporting(dsn: string | undefined, environment: string): void {
  if (sentry || !dsn) return;
  sentry = import('@sentry/browser').then((sdk) => {
    sdk.init({ dsn, environment, tracesSampleRate: 0 });
    return sdk;
  });
}

/** Reports a render error (000 §8); logged to the console when reporting is off. */
export function reportError(error: unknown): void {
  if (!sentry) {
    console.error(error);
    return;
  }
  void sentry.then((sdk) => sdk.captureException(error));
}
