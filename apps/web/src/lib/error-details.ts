'use client';

import { showsErrorDetails } from '@trybuna/domain';
import { z } from 'zod';
import { reportErrorWithId, reportingEnvironment } from './error-reporting';

/** What the error page of 000 §8 shows under the status. */
export interface ErrorDetails {
  message?: string;
  stack?: string;
  eventId?: string;
}

const answerSchema = z.object({
  data: z.object({
    attributes: z.object({
      message: z.string().nullable(),
      stack: z.string().nullable(),
      event_id: z.string().nullable(),
    }),
  }),
});

/** The site's own route that knows a server render error by its digest. */
export function renderErrorPath(digest: string): string {
  return `/api/render-errors/${encodeURIComponent(digest)}`;
}

async function serverErrorDetails(digest: string): Promise<ErrorDetails> {
  try {
    const response = await fetch(renderErrorPath(digest), { cache: 'no-store' });
    if (!response.ok) return {};
    const { message, stack, event_id } = answerSchema.parse(await response.json()).data.attributes;
    return {
      ...(message ? { message } : {}),
      ...(stack ? { stack } : {}),
      ...(event_id ? { eventId: event_id } : {}),
    };
  } catch {
    // The page keeps its status line; the details are a help, not a requirement.
    return {};
  }
}

/**
 * 000 §8 "status 500 with message and stack; an event id is recorded": a server render error
 * reaches the browser as a digest only (Next.js redacts its message), so its details come from
 * the server, which reported it and decides what the environment shows. A browser error is
 * reported here; its message and stack are shown in DEV and TEST, its event id everywhere.
 */
export async function errorDetails(error: Error & { digest?: string }): Promise<ErrorDetails> {
  if (error.digest) return serverErrorDetails(error.digest);
  const eventId = await reportErrorWithId(error);
  const shown = showsErrorDetails(reportingEnvironment() ?? 'PROD');
  return {
    ...(shown ? { message: error.message } : {}),
    ...(shown && error.stack ? { stack: error.stack } : {}),
    ...(eventId ? { eventId } : {}),
  };
}
