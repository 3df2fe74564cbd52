import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_FILE_MAX_BYTES } from '@trybuna/domain';
import { addressKey, ApiError } from '@trybuna/server';
import type { Limiter } from '../../plugins/rate-limits';

/** Submissions one client address may make per window (issue 17 item 4: against bots). */
const CONTACT_FORMS_PER_WINDOW = 5;
/** The window: 10 minutes. */
const CONTACT_FORM_WINDOW_MS = 10 * 60_000;
/**
 * Requests (refused ones too) one address may send per window, at least this many: a fan may
 * correct a refused form several times, a flood of bodies is cut before they are read.
 */
const CONTACT_FORM_MIN_ATTEMPTS_PER_WINDOW = 30;

/**
 * The body limit of `POST contact_form` alone (every other route keeps 64 KiB): a 5 MiB file
 * as base64 (4 characters per 3 bytes: 6,990,508) plus 64 KiB for the data URL's header and
 * the fields (a 5,000 character message is at most 30 KB of JSON), 7,056,044 bytes.
 */
export const CONTACT_FORM_BODY_LIMIT = Math.ceil(CONTACT_FILE_MAX_BYTES / 3) * 4 + 64 * 1024;

export interface ContactFormLimitOptions {
  /** Submissions stored per client address and window (default `CONTACT_FORMS_PER_WINDOW`). */
  perWindow?: number;
  /** Requests per address and window (default: 6 × perWindow, at least 30). */
  attemptsPerWindow?: number;
  /** Default `CONTACT_FORM_WINDOW_MS`. */
  windowMs?: number;
}

type Outcome = Awaited<ReturnType<Limiter>>;

interface Limiters {
  attempts: Limiter;
  submissions: Limiter;
}

/** The app's pair of limiters (`sharedLimit`: one per app, shared by both prefixes). */
function limitersOf(app: FastifyInstance, options: ContactFormLimitOptions): Limiters {
  const perWindow = options.perWindow ?? CONTACT_FORMS_PER_WINDOW;
  const windowMs = options.windowMs ?? CONTACT_FORM_WINDOW_MS;
  const attempts =
    options.attemptsPerWindow ?? Math.max(CONTACT_FORM_MIN_ATTEMPTS_PER_WINDOW, perWindow * 6);
  return {
    attempts: app.sharedLimit('contact-form-attempt', {
      max: attempts,
      timeWindow: windowMs,
      keyGenerator: (request) => `contact-form-attempt:${addressKey(request.ip)}`,
    }),
    submissions: app.sharedLimit('contact-form', {
      max: perWindow,
      timeWindow: windowMs,
      keyGenerator: (request) => `contact-form:${addressKey(request.ip)}`,
    }),
  };
}

function tooMany(reply: FastifyReply, outcome: Outcome & { isAllowed: false }, what: string) {
  reply.header('retry-after', String(Math.max(1, outcome.ttlInSeconds)));
  const minutes = Math.round(outcome.timeWindow / 60_000);
  return new ApiError(
    429,
    `Too many ${what}: at most ${String(outcome.max)} in ${String(minutes)} minutes from one address`,
  );
}

export interface ContactFormGuard {
  /** `onRequest`: 413 past the body limit (by `Content-Length`), 429 past either budget. */
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Counts a submission about to be stored; 429 (nothing stored) past the budget. */
  countSubmission: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * The rate limits of `POST contact_form`, per client address: every request counts against
 * the attempts budget as it arrives; stored submissions against `perWindow`, and an address
 * that has used it up is refused before its body is read.
 */
export function contactFormGuard(
  app: FastifyInstance,
  options: ContactFormLimitOptions,
): ContactFormGuard {
  const limiters = limitersOf(app, options);
  return {
    onRequest: async (request, reply) => {
      const length = Number(request.headers['content-length']);
      if (length > CONTACT_FORM_BODY_LIMIT) {
        throw new ApiError(413, 'Request body is too large: a file may weigh at most 5 MB');
      }
      const attempt = await limiters.attempts(request);
      if (!attempt.isAllowed && attempt.isExceeded) throw tooMany(reply, attempt, 'requests');
      const stored = await limiters.submissions(request, { increment: false });
      if (!stored.isAllowed && stored.remaining <= 0) throw tooMany(reply, stored, 'submissions');
    },
    countSubmission: async (request, reply) => {
      const stored = await limiters.submissions(request);
      if (!stored.isAllowed && stored.isExceeded) throw tooMany(reply, stored, 'submissions');
    },
  };
}
