import type { FastifyBaseLogger } from 'fastify';

/** The security events the sso logs (issue 30; docs/security.md "Security events"). */
export type SsoSecurityEvent = 'sign_in_failed';

/**
 * One log line (`warn`) for a security event: `{security: event, account, …}` with the
 * account's `fan_sub` (null when no account matched) and nothing else about the person: no
 * e-mail, password, address or token.
 */
export function logSecurityEvent(
  log: FastifyBaseLogger,
  event: SsoSecurityEvent,
  fields: { account: string | null } & Record<string, string | number | null>,
): void {
  log.warn({ security: event, ...fields }, `security event: ${event}`);
}
