import { describe, expect, it } from 'vitest';
import { DUTY_ROLES, isRole, mayDo, ROLES, type Duty } from '../src/roles';

describe('issue 30 item 3 roles: one role per duty, none implies another', () => {
  it('names the four roles', () => {
    expect(ROLES).toEqual(['editor', 'moderator', 'forms', 'admin']);
  });

  it.each([
    ['writeLiveCoverage', 'editor'],
    ['moderateComments', 'moderator'],
    ['readSubmissions', 'forms'],
    ['eraseSubmissions', 'forms'],
    ['readPersonalDataAudit', 'admin'],
    ['grantRoles', 'admin'],
  ] as const)('%s needs %s', (duty, role) => {
    expect(DUTY_ROLES[duty]).toBe(role);
  });

  it('each duty is allowed to its role only: admin does not imply the others', () => {
    for (const duty of Object.keys(DUTY_ROLES) as Duty[]) {
      for (const role of ROLES) {
        expect(mayDo([role], duty), `${role} ${duty}`).toBe(DUTY_ROLES[duty] === role);
      }
      expect(mayDo([], duty)).toBe(false);
      expect(mayDo([...ROLES], duty)).toBe(true);
    }
  });

  it.each([
    ['editor', true],
    ['admin', true],
    ['Admin', false],
    ['fan', false],
    ['', false],
    [7, false],
    [null, false],
  ])('isRole(%j) is %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });
});
