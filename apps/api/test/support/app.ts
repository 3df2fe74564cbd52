import type { FastifyInstance } from 'fastify';
import type { Database } from '@trybuna/db';
import { buildApi, type ApiOptions } from '../../src/app';
import { testDatabase } from './database';
import { insertFixtures } from './fixtures';

/** A content API on a fresh database (see `testDatabase`) with the test fixtures. */
export async function testApi(options: Partial<ApiOptions> = {}): Promise<FastifyInstance> {
  return (await testApiWithDatabase(options)).app;
}

/** `testApi`, also handing back its database (for more fixtures and for checking writes). */
export async function testApiWithDatabase(
  options: Partial<ApiOptions> = {},
  moreFixtures?: (database: Database) => Promise<void>,
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await testDatabase();
  await database.migrate();
  await insertFixtures(database);
  await moreFixtures?.(database);
  const app = await buildApi({ database, ...options });
  await app.ready();
  return { app, database };
}
