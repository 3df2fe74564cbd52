import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiKeyMatcher } from '../../src/plugins/api-key';
import { testApi } from '../support/app';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const KEY = 'k3y-Of-the-site-0123456789-abcdefghij';

describe('the API key check (issue 30: constant time)', () => {
  it('matches the key only: not a prefix, a longer value, another case, nothing or a list', () => {
    const matches = apiKeyMatcher(KEY);
    expect(matches(KEY)).toBe(true);
    for (const wrong of [KEY.slice(0, -1), `${KEY}x`, KEY.toUpperCase(), '', ' ']) {
      expect(matches(wrong)).toBe(false);
    }
    expect(matches(undefined)).toBe(false);
    expect(matches([KEY, KEY])).toBe(false);
  });

  it('compares equal-length SHA-256 digests with timingSafeEqual, whatever the sent length', () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    const matches = apiKeyMatcher(KEY);
    matches('x');
    matches('y'.repeat(5000));
    matches(KEY);
    expect(compare).toHaveBeenCalledTimes(3);
    for (const [a, b] of compare.mock.calls) {
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });

  describe('on the API', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await testApi({ apiKey: KEY });
    });
    afterAll(() => app.close());

    it('401 JSON:API without the key or with a near miss; 200 with it; both prefixes', async () => {
      for (const prefix of ['/api/v3', '/api/v2']) {
        for (const authorization of [undefined, KEY.slice(1), `${KEY} `]) {
          const response = await app.inject({
            url: `${prefix}/tags`,
            headers: authorization === undefined ? {} : { authorization },
          });
          expect(response.statusCode).toBe(401);
          expect(response.json()).toMatchObject({ errors: [{ status: '401' }] });
        }
        const ok = await app.inject({ url: `${prefix}/tags`, headers: { authorization: KEY } });
        expect(ok.statusCode).toBe(200);
      }
    });
  });
});
