'use client';

import type * as SentrySdk from '@sentry/browser';

type Sentry = typeof SentrySdk;

let sentry: Promise<Sentry> | null = null;
let environment: string | undefined;

/**
 * 000 §1 "Render errors are reported to an error-reporting service": the Sentry SDK, loaded and
 * started only when the server hands over a DSN (SENTRY_DSN). Without one nothing is loaded or
 * sent, and the SDK stays out of the pages' first-load JavaScript. The environment (APP_ENV) is
 * kept for the error page, which shows a browser error's message and stack in DEV and TEST.
 */
export function initErrorReporting(dsn: string | undefined, appEnv: string): void {
  environment = appEnv;
  if (sentry || !dsn) return;
  sentry = import('@sentry/browser').then((sdk) => {
    sdk.init({ dsn, environment: appEnv, tracesSampleRate: 0 });
    return sdk;
  });
}

/** The APP_ENV the layout handed over; undefined before the layout's chrome has mounted. */
export function reportingEnvironment(): string | undefined {
  return environment;
}

/** Reports an error (000 §8); logged to the console when reporting is off. */
export function reportError(error: unknown): void {
  void reportErrorWithId(error);
}

/**
 * Reports an error (000 §8) and resolves to the reporting service's event id, or to undefined
 * when reporting is off (the error is then logged to the console).
 */
export async function reportErrorWithId(error: unknown): Promise<string | undefined> {
  if (!sentry) {
    console.error(error);
    return undefined;
  }
  const sdk = await sentry;
  return sdk.captureException(error);
}
