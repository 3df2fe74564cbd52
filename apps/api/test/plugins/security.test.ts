import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../support/app';

describe('CORS and security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApi({
      allowedOrigins: ['http://localhost:3000', 'http://akademia.localhost:3000'],
    });
  });
  afterAll(() => app.close());

  it.each(['http://localhost:3000', 'http://akademia.localhost:3000'])(
    'the site origin %s may call it',
    async (origin) => {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/api/v3/likes',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,user-authorization',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers'])).toContain(
        'User-Authorization',
      );
    },
  );

  it('another origin gets no CORS grant', async () => {
    const response = await app.inject({
      url: '/api/v3/tags',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers carry hardening headers', async () => {
    const response = await app.inject({ url: '/api/v3/tags' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
