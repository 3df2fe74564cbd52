import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION, startSso, type TestSso } from './support/sso';

/**
 * `TRUST_PROXY` (docs/security.md "Client addresses"): which address the sso's rate limits key
 * on. The JSON calls' limit stands for them all (the plugin's key, `addressKey(request.ip)`),
 * here 2 a minute; the requests come from a proxy at 10.0.0.1.
 */
let sso: TestSso;

afterEach(() => sso.close());

const statuses = async (...forwardedFor: string[]) => {
  const result: number[] = [];
  for (const header of forwardedFor) {
    const response = await sso.app.inject({
      method: 'POST',
      url: '/p/anonymous/token/get',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': header },
      payload: { fan_application_sub: APPLICATION, hash: 'y'.repeat(43) },
    });
    result.push(response.statusCode);
  }
  return result;
};

describe('sso client addresses behind a proxy', () => {
  it('unset (0 hops): the socket address, whatever X-Forwarded-For says', async () => {
    sso = await startSso({ callsPerMinute: 2 });
    expect(await statuses('203.0.113.1', '203.0.113.2', '203.0.113.3')).toEqual([401, 401, 429]);
  });

  it('1 hop: each client has its own allowance, IPv6 by /64; a forged entry gains nothing', async () => {
    sso = await startSso({ callsPerMinute: 2, trustProxy: 1 });
    expect(await statuses('203.0.113.1', '203.0.113.1', '198.51.100.9, 203.0.113.1')).toEqual([
      401, 401, 429,
    ]);
    expect(await statuses('2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2::c')).toEqual([
      401, 401, 429,
    ]);
    expect(await statuses('2001:db8:1:3::a')).toEqual([401]);
  });
});
