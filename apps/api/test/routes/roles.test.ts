import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@trybuna/domain';
import { testApi } from '../support/app';
import { tokenKit } from '../support/user-tokens';

/**
 * One request per guarded duty (docs/security.md "Roles"), each one its role may make without
 * changing anything: the id names nothing (404) or the answer is a read (200).
 */
const ROUTES: { role: Role; method: 'GET' | 'PATCH' | 'DELETE'; url: string; body?: unknown }[] = [
  { role: 'editor', method: 'DELETE', url: '/api/v3/incidents/999999' },
  {
    role: 'moderator',
    method: 'PATCH',
    url: '/api/v3/comments/999999',
    body: { data: { type: 'comments', id: '999999', attributes: { hidden: true } } },
  },
  { role: 'forms', method: 'GET', url: '/api/v3/contact_form_submissions' },
  { role: 'forms', method: 'GET', url: '/api/v3/contact_form_submissions/999999/attachment' },
  { role: 'forms', method: 'DELETE', url: '/api/v2/contact_form_submissions/999999' },
  { role: 'admin', method: 'GET', url: '/api/v3/personal_data_reads' },
];

const lines: Record<string, unknown>[] = [];
const denials = () => lines.filter((line) => line.security === 'role_denied');

describe('each role reaches its own routes only (issue 30 item 3)', () => {
  let app: FastifyInstance;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    const kit = await tokenKit();
    app = await testApi({
      userTokens: kit.userTokens,
      logLevel: 'warn',
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    tokens.set('fan', await kit.sign({ sub: 'fan-plain' }));
    for (const role of ROLES) tokens.set(role, await kit.sign({ sub: `${role}-1`, roles: [role] }));
    for (const role of ROLES) {
      const others = ROLES.filter((other) => other !== role);
      tokens.set(`all but ${role}`, await kit.sign({ sub: `not-${role}`, roles: others }));
    }
  });
  afterAll(() => app.close());

  const send = (route: (typeof ROUTES)[number], token?: string) =>
    app.inject({
      method: route.method,
      url: route.url,
      headers: {
        ...(token === undefined ? {} : { 'user-authorization': `Bearer ${token}` }),
        ...(route.body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
      },
      ...(route.body === undefined ? {} : { payload: JSON.stringify(route.body) }),
    });

  it.each(ROUTES)('$method $url: 401 anonymous, no security event', async (route) => {
    lines.length = 0;
    const response = await send(route);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(denials()).toEqual([]);
  });

  it.each(ROUTES)('$method $url: 403 to a fan and every other role, logged', async (route) => {
    const callers = ['fan', ...ROLES.filter((role) => role !== route.role)];
    for (const caller of [...callers, `all but ${route.role}`]) {
      lines.length = 0;
      const response = await send(route, tokens.get(caller));
      expect(response.statusCode, caller).toBe(403);
      expect(denials(), caller).toEqual([
        expect.objectContaining({ role: route.role, method: route.method }),
      ]);
    }
  });

  it.each(ROUTES)('$method $url: let through for its role', async (route) => {
    lines.length = 0;
    const response = await send(route, tokens.get(route.role));
    expect([200, 404], response.body).toContain(response.statusCode);
    expect(denials()).toEqual([]);
  });
});
