import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApi } from '../support/app';
import { tokenKit } from '../support/user-tokens';

/** The JSON log lines the API wrote. */
const lines: Record<string, unknown>[] = [];
const securityLines = () => lines.filter((line) => 'security' in line);

describe('security events in the API log (issue 30)', () => {
  let app: FastifyInstance;
  let fan: string;
  let editor: string;
  beforeAll(async () => {
    const kit = await tokenKit();
    app = await testApi({
      userTokens: kit.userTokens,
      logLevel: 'info',
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    fan = await kit.sign({ sub: 'fan-denied-0001', nickname: 'Ukryty Nick', roles: ['moderator'] });
    editor = await kit.sign({ sub: 'editor-0001', nickname: 'Redakcja', roles: ['editor'] });
  });
  afterAll(() => app.close());

  const write = (token: string) =>
    app.inject({
      method: 'DELETE',
      url: '/api/v3/incidents/600',
      headers: { 'user-authorization': `Bearer ${token}` },
    });

  it('a role denial is one warn line: the event, the account id, the role and the route', async () => {
    lines.length = 0;
    expect((await write(fan)).statusCode).toBe(403);
    expect(securityLines()).toEqual([
      expect.objectContaining({
        level: 40,
        security: 'role_denied',
        account: 'fan-denied-0001',
        role: 'editor',
        method: 'DELETE',
        route: '/api/v3/incidents/:id',
        msg: 'security event: role_denied',
      }),
    ]);
    // Nothing else about the person: no nickname, token or address in the line.
    const [line] = securityLines();
    const text = JSON.stringify(line);
    expect(text).not.toContain('Ukryty');
    expect(text).not.toContain(fan);
    expect(line).not.toHaveProperty('ip');
    expect(line).not.toHaveProperty('req');
  });

  it('no security line for an editor or an anonymous caller (401: no account to name)', async () => {
    lines.length = 0;
    await write(editor);
    await app.inject({ method: 'DELETE', url: '/api/v3/incidents/600' });
    expect(securityLines()).toEqual([]);
  });
});
