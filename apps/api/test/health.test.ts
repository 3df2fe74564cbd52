import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@trybuna/db/testing';
import { buildApi } from '../src/app';

describe('api health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApi({ database: await testDatabase() });
    await app.ready();
  });
  afterAll(() => app.close());

  it('GET /health → 200 {"status":"ok"}', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('an unknown route → 404 as a JSON:API error', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json()).toMatchObject({ errors: [{ status: '404', title: 'Not Found' }] });
  });

  it('GET /health → 503 when the database is gone', async () => {
    const database = await testDatabase();
    const broken = await buildApi({ database });
    await database.close();
    const response = await broken.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json()).toMatchObject({
      errors: [{ status: '503', title: 'Service Unavailable' }],
    });
    await broken.close().catch(() => undefined);
  });
});
