import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@trybuna/db';
import { databaseFailure } from '@trybuna/server';
import { buildApi } from '../src/app';
import { testApiWithDatabase } from './support/app';
import { insertFixtures } from './support/fixtures';

const SITE = 'http://localhost:3000';

const like = () =>
  JSON.stringify({
    data: {
      type: 'like',
      attributes: { virtual_user_id: randomUUID() },
      relationships: { resource: { data: { id: '1', type: 'article' } } },
    },
  });

function expect503(response: LightMyRequestResponse, detail: RegExp): void {
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toContain('application/vnd.api+json');
  expect(response.headers['retry-after']).toBe('5');
  const body = response.json<{ errors: { status: string; title: string; detail: string }[] }>();
  expect(body.errors[0]).toMatchObject({ status: '503', title: 'Service Unavailable' });
  expect(body.errors[0]?.detail).toMatch(detail);
  expect(response.body).not.toMatch(/Failed query|stack|at /);
}

/** Every kind of route that reads or writes the database, uncached. */
async function everyRoute(app: FastifyInstance): Promise<LightMyRequestResponse[]> {
  const json = { 'content-type': 'application/json' };
  return Promise.all([
    app.inject({ url: '/api/v3/articles?include=tags' }),
    app.inject({ url: '/api/v2/articles/1' }),
    app.inject({ url: '/api/v3/current_page?kind=main_page&slug=home' }),
    app.inject({ url: '/api/v3/groups/1/standings' }),
    app.inject({ method: 'POST', url: '/api/v3/likes', headers: json, payload: like() }),
    app.inject({
      method: 'POST',
      url: '/api/v3/short_links',
      headers: json,
      payload: JSON.stringify({ dynamicLinkInfo: { link: `${SITE}/aktualnosci` } }),
    }),
    app.inject({ url: '/s/AbCdEfGh' }),
  ]);
}

describe('the database goes away under a running API', () => {
  it('closed: reads, writes and /health answer 503 JSON:API (no 500, no hang)', async () => {
    const { app, database } = await testApiWithDatabase({ allowedOrigins: [SITE] });
    try {
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      await database.close();
      for (const response of await everyRoute(app)) {
        expect503(response, /database is unavailable/);
      }
      expect503(await app.inject({ url: '/health' }), /does not answer/);
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  it('every statement past the timeout: 503 JSON:API "did not answer in time"', async () => {
    // PGlite's deadline with a clock that moves 10 s between asking and starting.
    let clock = 0;
    let slow = false;
    const database = await openDatabase(
      { kind: 'memory' },
      { now: () => (slow ? (clock += 10_000) : clock) },
    );
    await database.migrate();
    await insertFixtures(database);
    const app = await buildApi({ database, allowedOrigins: [SITE] });
    try {
      slow = true;
      for (const response of await everyRoute(app)) {
        expect503(response, /did not answer in time/);
      }
      expect503(await app.inject({ url: '/health' }), /does not answer/);
      slow = false;
      expect((await app.inject({ url: '/api/v3/articles/1' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a PostgreSQL that refuses connections: 503 JSON:API at once', async () => {
    // Port 1 on the loopback: nothing listens, so every connection is refused.
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://127.0.0.1:1/none' });
    const app = await buildApi({ database, allowedOrigins: [SITE] });
    try {
      for (const response of await everyRoute(app)) {
        expect503(response, /database is unavailable/);
      }
      expect503(await app.inject({ url: '/health' }), /does not answer/);
    } finally {
      await app.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL cancels a statement past statement_timeout (57014 → 503)',
    async () => {
      const database = await openDatabase(
        { kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' },
        { statementTimeoutMs: 100 },
      );
      try {
        const failure: unknown = await database
          .query(sql`select pg_sleep(2)`)
          .catch((error: unknown) => error);
        expect(databaseFailure(failure)).toEqual({
          status: 503,
          detail: 'The database did not answer in time',
        });
        await database.ping();
      } finally {
        await database.close();
      }
    },
  );
});
