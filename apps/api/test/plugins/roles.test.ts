import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@trybuna/server';
import { EDITOR_ROLE, requireEditor } from '../../src/plugins/editor';
import { rolesOf, type SignedInUser } from '../../src/plugins/user-token';

const requestAs = (user: SignedInUser | null) =>
  ({
    user,
    method: 'POST',
    routeOptions: { url: '/api/v3/incidents' },
    log: { warn: () => undefined },
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

describe('requireEditor (ARCHITECTURE.md "Editors")', () => {
  const fan: SignedInUser = { id: 1, sub: 'fan-1', roles: [] };

  it('answers 401 to an anonymous caller', () => {
    expect(statusOf(() => requireEditor(requestAs(null)))).toBe(401);
  });

  it('answers 403 to a fan without the editor role', () => {
    expect(statusOf(() => requireEditor(requestAs(fan)))).toBe(403);
    expect(statusOf(() => requireEditor(requestAs({ ...fan, roles: ['moderator'] })))).toBe(403);
  });

  it('returns the editor', () => {
    const editor = { ...fan, roles: [EDITOR_ROLE] };
    expect(requireEditor(requestAs(editor))).toBe(editor);
  });
});
