import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenRoles } from './token-roles';

describe('tokenRoles: the roles claim as a hint', () => {
  it('reads the roles of a signed token', async () => {
    const token = await new SignJWT({ roles: ['editor', 7] })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-secret-of-at-least-32-bytes-long!!'));
    expect(tokenRoles(token)).toEqual(['editor']);
  });

  it('no token, no roles claim, or not a JWT: no roles', () => {
    expect(tokenRoles(null)).toEqual([]);
    expect(tokenRoles(new UnsecuredJWT({ sub: '1' }).encode())).toEqual([]);
    expect(tokenRoles('not.a.jwt')).toEqual([]);
    expect(tokenRoles(new UnsecuredJWT({ roles: 'editor' }).encode())).toEqual([]);
  });
});
