/**
 * Issue 30 item 3, docs/security.md "Roles": the sso roles a user token's `roles` claim may
 * carry and which one each guarded duty needs. One role per duty and no role implies another:
 * `admin` grants roles and reads the read audit, but does not read submissions, moderate
 * comments or write live coverage unless it is granted those roles too (least privilege: a
 * leaked admin session reads no CV). api, sso and web share these names.
 */
export const EDITOR_ROLE = 'editor';
export const MODERATOR_ROLE = 'moderator';
export const FORMS_ROLE = 'forms';
export const ADMIN_ROLE = 'admin';

export const ROLES = [EDITOR_ROLE, MODERATOR_ROLE, FORMS_ROLE, ADMIN_ROLE] as const;

export type Role = (typeof ROLES)[number];

/** The duties the content API and the sso guard, each with the one role it needs. */
export const DUTY_ROLES = {
  /** Live coverage and match state (`routes/live-writes/*`, the site's match desk). */
  writeLiveCoverage: EDITOR_ROLE,
  /** Hiding and showing any comment, deleting another fan's comment. */
  moderateComments: MODERATOR_ROLE,
  /** Reading the forms' submissions and their files (CVs). */
  readSubmissions: FORMS_ROLE,
  /** Erasing one submission on its sender's request. */
  eraseSubmissions: FORMS_ROLE,
  /** Reading the record of who read which submission (`personal_data_reads`). */
  readPersonalDataAudit: ADMIN_ROLE,
  /** Granting and taking away roles (sso). */
  grantRoles: ADMIN_ROLE,
} as const satisfies Record<string, Role>;

export type Duty = keyof typeof DUTY_ROLES;

/** Whether `value` names one of the roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether someone with `roles` (a token's claim) may do `duty`: only its one role counts. */
export function mayDo(roles: readonly string[], duty: Duty): boolean {
  return roles.includes(DUTY_ROLES[duty]);
}
