/**
 * Issue 30 item 4, docs/security.md "Retention": how long fans' personal data (form
 * submissions and their files) and the read audit about it are kept.
 */

/** Days a submission and its file are kept (`PERSONAL_DATA_RETENTION_DAYS`'s default). */
export const DEFAULT_PERSONAL_DATA_RETENTION_DAYS = 180;

/** Bounds of the setting: at least a day, at most ten years. */
export const MIN_PERSONAL_DATA_RETENTION_DAYS = 1;
export const MAX_PERSONAL_DATA_RETENTION_DAYS = 3650;

/**
 * Days a read-audit row is kept: twice the data's retention, counted from the read. Any read
 * happens while the data exists, so a read on the data's last day is still listed one full
 * retention period after the data is gone (enough to answer "who read my CV?" after an
 * erasure), and the audit does not grow forever. The rows hold staff account ids and
 * submission ids only, no fan's details.
 */
export function auditRetentionDays(retentionDays: number): number {
  return 2 * retentionDays;
}
