import { describe, expect, it } from 'vitest';
import { auditRetentionDays, DEFAULT_PERSONAL_DATA_RETENTION_DAYS } from '../src/personal-data';

describe('issue 30 item 4 retention of personal data', () => {
  it('keeps submissions 180 days by default', () => {
    expect(DEFAULT_PERSONAL_DATA_RETENTION_DAYS).toBe(180);
  });

  it.each([
    [180, 360],
    [1, 2],
    [30, 60],
  ])('a retention of %i days keeps the read audit %i days', (days, audit) => {
    expect(auditRetentionDays(days)).toBe(audit);
  });
});
