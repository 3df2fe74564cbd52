import type { FastifyInstance } from 'fastify';
import { buildApi, type ApiOptions } from '../../src/app';
import { testDatabase } from './database';
import { insertFixtures } from './fixtures';

/** A content API on a fresh database (see `testDatabase`) with the test fixtures. */
export async function testApi(options: Partial<ApiOptions> = {}): Promise<FastifyInstance> {
  const database = await testDatabase();
  await database.migrate();
  await insertFixtures(database);
  const app = await buildApi({ database, ...options });
  await app.ready();
  return app;
}
