import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveWriter } from '../../lib/live-writer';

/** A content API that accepts only the token 'fresh' and records what it was sent. */
let server: Server;
let base = '';
const seen: { method: string; url: string; token: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const token = String(request.headers['user-authorization'] ?? '');
    seen.push({ method: request.method ?? '', url: request.url ?? '', token });
    if (token !== 'fresh') {
      response.writeHead(401, { 'content-type': 'application/vnd.api+json' });
      response.end(JSON.stringify({ errors: [{ status: '401', title: 'Unauthorized' }] }));
      return;
    }
    response.writeHead(204);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    ),
);

describe('LiveWriter', () => {
  it('signs in on the first write, and again once when a write answers 401', async () => {
    const tokens = ['expired', 'fresh'];
    let signIns = 0;
    const writer = new LiveWriter(base, () => Promise.resolve(tokens[signIns++] ?? 'none'));
    await writer.patchMatch('12', { status: 'live' });
    await writer.patchMatch('12', { status: 'ended' });
    expect(signIns).toBe(2);
    expect(seen.map((s) => `${s.method} ${s.url} ${s.token}`)).toEqual([
      'PATCH /api/v3/matches/12 expired',
      'PATCH /api/v3/matches/12 fresh',
      'PATCH /api/v3/matches/12 fresh',
    ]);
  });

  it('a second 401 in a row is the caller’s error', async () => {
    const writer = new LiveWriter(base, () => Promise.resolve('never-valid'));
    await expect(writer.postItem('12', 'text', 1, { html: '<p>x</p>' })).rejects.toMatchObject({
      status: 401,
    });
  });
});
