import type { FastifyBaseLogger } from 'fastify';

/** The security events the content API logs (issue 30; docs/security.md "Security events"). */
export type ApiSecurityEvent =
  /** A signed-in caller without the role a route needs (403). */
  | 'role_denied'
  /** A `forms` user downloaded a submission's file (CV): the account and the submission id. */
  | 'cv_download'
  /** A `forms` user erased a submission on request: the account and the submission id. */
  | 'submission_erased';

/**
 * One log line (`warn`) for a security event: `{security: event, account, …}` with the
 * caller's `sub` (the sso account id) and what was refused, nothing else about the person (no
 * nickname, address or token).
 */
export function logSecurityEvent(
  log: FastifyBaseLogger,
  event: ApiSecurityEvent,
  fields: { account: string | null } & Record<string, string | number | null>,
): void {
  log.warn({ security: event, ...fields }, `security event: ${event}`);
}
