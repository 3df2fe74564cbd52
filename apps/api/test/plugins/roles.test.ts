import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@trybuna/domain';
import { ApiError } from '@trybuna/server';
import { requireRole } from '../../src/plugins/roles';
import { rolesOf, type SignedInUser } from '../../src/plugins/user-token';

const requestAs = (user: SignedInUser | null, warnings: unknown[] = []) =>
  ({
    user,
    method: 'POST',
    routeOptions: { url: '/api/v3/incidents' },
    log: { warn: (fields: unknown) => warnings.push(fields) },
  }) as unknown as FastifyRequest;

function statusOf(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.statusCode : -1;
  }
}

describe('the roles claim (docs/sso.md "Roles")', () => {
  it.each([
    [['editor'], ['editor']],
    [
      ['editor', 'fan'],
      ['editor', 'fan'],
    ],
    [undefined, []],
    ['editor', []],
    [[1], []],
    [[''], []],
    [Array.from({ length: 11 }, () => 'editor'), []],
    [['x'.repeat(33)], []],
  ])('%j is read as %j', (claim, roles) => {
    expect(rolesOf({ roles: claim })).toEqual(roles);
  });
});

describe('requireRole (docs/security.md "Roles")', () => {
  const fan: SignedInUser = { id: 1, sub: 'fan-1', roles: [] };

  it.each(ROLES)('%s: 401 anonymous, without a security event', (role) => {
    const warnings: unknown[] = [];
    expect(statusOf(() => requireRole(requestAs(null, warnings), role, 'do it'))).toBe(401);
    expect(warnings).toEqual([]);
  });

  it.each(ROLES)('%s: 403 for a fan and for every other role, admin included', (role) => {
    for (const roles of [[], ...ROLES.filter((other) => other !== role).map((o) => [o])]) {
      const warnings: unknown[] = [];
      const request = requestAs({ ...fan, roles }, warnings);
      expect(
        statusOf(() => requireRole(request, role, 'do it')),
        roles.join(),
      ).toBe(403);
      expect(warnings).toEqual([
        {
          security: 'role_denied',
          account: 'fan-1',
          role,
          method: 'POST',
          route: '/api/v3/incidents',
        },
      ]);
    }
  });

  it.each(ROLES)('%s: returns the caller holding it, also among other roles', (role) => {
    const holder = { ...fan, roles: ['fan', role] };
    expect(requireRole(requestAs(holder), role, 'do it')).toBe(holder);
  });

  it('names who may in the 403', () => {
    try {
      requireRole(requestAs(fan), 'moderator', 'moderate comments');
    } catch (error) {
      expect((error as Error).message).toBe('Only moderators may moderate comments');
    }
    expect.assertions(1);
  });
});
