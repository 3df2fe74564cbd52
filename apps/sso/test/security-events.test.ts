import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAN, postForm, QUERY, startSso, type TestSso } from './support/sso';

/** The JSON log lines the sso wrote. */
const lines: Record<string, unknown>[] = [];
const securityLines = () => lines.filter((line) => 'security' in line);

describe('security events in the sso log (issue 30)', () => {
  let sso: TestSso;
  beforeAll(async () => {
    sso = await startSso({
      logLevel: 'info',
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(() => sso.close());

  it('a wrong password: one warn line with the account id, no e-mail, password or address', async () => {
    lines.length = 0;
    const response = await postForm(sso.app, `/logowanie?${QUERY}`, {
      email: FAN.email,
      password: 'Zle-haslo!2026',
    });
    expect(response.statusCode).toBe(401);
    expect(securityLines()).toEqual([
      expect.objectContaining({
        level: 40,
        security: 'sign_in_failed',
        account: FAN.fanSub,
        msg: 'security event: sign_in_failed',
      }),
    ]);
    const text = JSON.stringify(securityLines());
    expect(text).not.toContain(FAN.email);
    expect(text).not.toContain('Zle-haslo');
    expect(securityLines()[0]).not.toHaveProperty('ip');
  });

  it('an unknown e-mail: the same line with no account', async () => {
    lines.length = 0;
    await postForm(sso.app, `/logowanie?${QUERY}`, {
      email: 'nikt@example.com',
      password: 'Cokolwiek!2026',
    });
    expect(securityLines()).toEqual([
      expect.objectContaining({ security: 'sign_in_failed', account: null }),
    ]);
    expect(JSON.stringify(securityLines())).not.toContain('nikt@');
  });

  it('a successful sign-in logs no security event', async () => {
    lines.length = 0;
    expect((await postForm(sso.app, `/logowanie?${QUERY}`, FAN)).statusCode).toBe(303);
    expect(securityLines()).toEqual([]);
  });
});
