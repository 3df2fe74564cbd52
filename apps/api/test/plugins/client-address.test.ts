import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testApi } from '../support/app';

/**
 * `TRUST_PROXY` (docs/security.md "Client addresses"): which address every rate limit keys
 * on. The likes limit stands for all of them (each keys on `addressKey(request.ip)`), here 2 a
 * minute; the requests come from a proxy at 10.0.0.1.
 */
let app: FastifyInstance;

afterEach(() => app.close());

const like = (forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/likes',
    remoteAddress: '10.0.0.1',
    headers: {
      'content-type': 'application/vnd.api+json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    payload: JSON.stringify({
      data: {
        type: 'like',
        attributes: { virtual_user_id: randomUUID() },
        relationships: { resource: { data: { id: '1', type: 'article' } } },
      },
    }),
  });

const statuses = async (...forwardedFor: (string | undefined)[]) => {
  const result: number[] = [];
  for (const header of forwardedFor) result.push((await like(header)).statusCode);
  return result;
};

describe('client addresses behind a proxy', () => {
  it('unset (0 hops): the socket address, whatever X-Forwarded-For says', async () => {
    app = await testApi({ likesPerMinute: 2 });
    expect(await statuses('203.0.113.1', '203.0.113.2', '203.0.113.3')).toEqual([201, 201, 429]);
  });

  it('1 hop: each client behind the proxy has its own allowance; a forged entry gains nothing', async () => {
    app = await testApi({ likesPerMinute: 2, trustProxy: 1 });
    expect(await statuses('203.0.113.1', '203.0.113.1', '203.0.113.1')).toEqual([201, 201, 429]);
    // The client wrote its own X-Forwarded-For; the proxy appended the real address.
    expect(await statuses('198.51.100.9, 203.0.113.1')).toEqual([429]);
    expect(await statuses('203.0.113.2', undefined)).toEqual([201, 201]);
  });

  it('groups IPv6 clients by /64: rotating addresses inside one gains nothing', async () => {
    app = await testApi({ likesPerMinute: 2, trustProxy: 1 });
    expect(
      await statuses(
        '2001:db8:1:2::a',
        '2001:db8:1:2:ffff::b',
        '2001:db8:1:2::c',
        '2001:db8:1:3::a',
      ),
    ).toEqual([201, 201, 429, 201]);
  });
});
