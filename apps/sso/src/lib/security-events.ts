/** The security events the sso logs (issue 30; docs/security.md "Security events"). */
export type SsoSecurityEvent =
  /** A wrong password or an unknown e-mail at `POST /logowanie`: the account tried, or null. */
  | 'sign_in_failed'
  /** A signed-in account without `admin` opened the role page: the account and the role. */
  | 'role_denied'
  /**
   * An account's roles were changed: `actor` (the admin's account id, or `operator` for
   * `npm run roles`), `account` (whose roles) and the roles `before` and `after`.
   */
  | 'role_changed';

/** Where a security event goes: the Fastify logger, or `jsonLineLog` outside the service. */
export interface SecurityLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

type EventFields = { account: string | null } & Record<
  string,
  string | number | null | readonly string[]
>;

/**
 * One log line (`warn`) for a security event: `{security: event, account, …}` with the
 * account's `fan_sub` (null when no account matched) and nothing else about the person: no
 * e-mail, password, address or token.
 */
export function logSecurityEvent(
  log: SecurityLog,
  event: SsoSecurityEvent,
  fields: EventFields,
): void {
  log.warn({ security: event, ...fields }, `security event: ${event}`);
}

/**
 * A `SecurityLog` writing the line the service's logger (pino) would: one JSON object with
 * `level` 40, `time`, the fields and `msg` (for `npm run roles`, which runs without Fastify).
 */
export function jsonLineLog(
  write: (line: string) => void,
  now: () => number = Date.now,
): SecurityLog {
  return {
    warn: (fields, message) => {
      write(`${JSON.stringify({ level: 40, time: now(), ...fields, msg: message })}\n`);
    },
  };
}
