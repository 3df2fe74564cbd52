import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApiClient, type ApiClient, type ApiClientOptions } from '@trybuna/api-client';
import type { ApiOptions } from '../../src/app';
import { testApi } from '../support/app';

export interface Recorded {
  errors: unknown[][];
  debugs: unknown[][];
}

/**
 * The content API on the test fixtures, listening on a free local port, and the site's client
 * pointed at its `/api/v3` (a real HTTP round trip, not `app.inject()`).
 */
export async function startApi(options: Partial<ApiOptions> = {}): Promise<{
  app: FastifyInstance;
  origin: string;
  client: (overrides?: Partial<ApiClientOptions>) => ApiClient;
  log: Recorded;
}> {
  const app = await testApi(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${String(port)}`;
  const log: Recorded = { errors: [], debugs: [] };
  const client = (overrides: Partial<ApiClientOptions> = {}) =>
    createApiClient({
      baseUrl: `${origin}/api/v3`,
      logger: {
        error: (...args: unknown[]) => {
          log.errors.push(args);
        },
        debug: (...args: unknown[]) => {
          log.debugs.push(args);
        },
      },
      production: false,
      ...overrides,
    });
  return { app, origin, client, log };
}

/** What a promise rejected with; fails the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}
