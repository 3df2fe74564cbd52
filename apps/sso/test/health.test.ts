import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@trybuna/db/testing';
import { buildSso } from '../src/app';

describe('sso health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildSso({ database: await testDatabase() });
    await app.ready();
  });
  afterAll(() => app.close());

  it('GET /health → 200 {"status":"ok"}, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an unknown route → 404 as a JSON:API error', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json()).toMatchObject({ errors: [{ status: '404', title: 'Not Found' }] });
  });
});

describe('sso health without a database', () => {
  it('→ 503 JSON when the database is closed under the running app', async () => {
    const database = await testDatabase();
    const app = await buildSso({ database });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  it('→ 503 instead of hanging when the database never answers', async () => {
    const database = await testDatabase();
    const hung = { ...database, ping: () => new Promise<void>(() => undefined) };
    const app = await buildSso({ database: hung, healthTimeoutMs: 50 });
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});
