import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@trybuna/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../src/app';
import { redisAdapter } from '../../src/live';
import { createHtmlSanitizer } from '../../src/html/sanitizer';
import { REDIS_LIVE_CHANNEL } from '../../src/live/redis-adapter';
import { MAX_REMOTE_MESSAGE_BYTES } from '../../src/live/remote-envelope';
import { testDatabase } from '../support/database';
import { insertFixtures } from '../support/fixtures';
import { startRedis } from '../support/redis';
import { CableClient, matchIdentifier, ORIGIN, type Frame } from './cable-client';

/**
 * Two API instances on one database and one Redis (as two API processes behind a load
 * balancer share PostgreSQL and Redis): a message published by one reaches a client connected
 * to the other.
 */
let redis: Awaited<ReturnType<typeof startRedis>>;
let database: Database;
let apps: FastifyInstance[];
let urls: string[];
const clients: CableClient[] = [];
/** What each instance's adapter logged. */
const logs: string[][] = [[], []];
const html = createHtmlSanitizer([ORIGIN]);

beforeAll(async () => {
  redis = await startRedis();
  database = await testDatabase();
  await database.migrate();
  await insertFixtures(database);
  // The second instance must not close the shared database: the first one does.
  const shared: Database = { ...database, close: () => Promise.resolve() };
  apps = [];
  for (const [index, db] of [database, shared].entries()) {
    const log = logs[index] ?? [];
    const app = await buildApi({
      database: db,
      allowedOrigins: [ORIGIN],
      live: { adapter: await redisAdapter(redis.url, (message) => log.push(message), html) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
  urls = apps.map(
    (app) => `ws://127.0.0.1:${String((app.server.address() as AddressInfo).port)}/cable`,
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  for (const app of [...apps].reverse()) await app.close();
  await redis.stop();
});

const messageOn = (identifier: string, seq: number) => (frame: Frame) =>
  frame.identifier === identifier && (frame.message as Frame | undefined)?.seq === seq;

describe('the Redis broadcast adapter (REDIS_URL)', () => {
  it('delivers a message published on one API instance to a client of the other', async () => {
    const identifier = matchIdentifier('2');
    const onFirst = await CableClient.open(urls[0] ?? '');
    const onSecond = await CableClient.open(urls[1] ?? '');
    clients.push(onFirst, onSecond);
    for (const client of [onFirst, onSecond]) {
      client.subscribe(identifier);
      await client.next((frame) => frame.type === 'confirm_subscription');
    }
    const published = await apps[0]?.live.publish(2, 'match_updated', { n: 1 });
    expect(published?.seq).toBe(1);
    await onSecond.next(messageOn(identifier, 1));
    await onFirst.next(messageOn(identifier, 1));
    await apps[1]?.live.publish(2, 'match_updated', { n: 2 });
    await onFirst.next(messageOn(identifier, 2));
    await onSecond.next(messageOn(identifier, 2));
    // Each client got each message once, in order, whichever instance published it.
    for (const client of [onFirst, onSecond]) {
      expect(client.messages(identifier)).toEqual([
        { seq: 1, type: 'match_updated', data: { n: 1 } },
        { seq: 2, type: 'match_updated', data: { n: 2 } },
      ]);
    }
  });

  it('ignores what on the channel is not a live envelope', async () => {
    const identifier = matchIdentifier('3');
    const client = await CableClient.open(urls[1] ?? '');
    clients.push(client);
    client.subscribe(identifier);
    await client.next((frame) => frame.type === 'confirm_subscription');
    const { Redis } = await import('ioredis');
    const intruder = new Redis(redis.url);
    await intruder.publish(REDIS_LIVE_CHANNEL, '{"matchId":"3","message":{"seq":"x"}}');
    await intruder.publish(REDIS_LIVE_CHANNEL, 'not json');
    await intruder.quit();
    await apps[0]?.live.publish(3, 'odds_updated', { n: 1 });
    await client.next(messageOn(identifier, 1));
    expect(client.messages(identifier)).toEqual([{ seq: 1, type: 'odds_updated', data: { n: 1 } }]);
  });

  it('drops an oversized message from Redis, logged once, and sanitises timeline HTML again', async () => {
    const identifier = matchIdentifier('1');
    const client = await CableClient.open(urls[1] ?? '');
    clients.push(client);
    client.subscribe(identifier);
    await client.next((frame) => frame.type === 'confirm_subscription');
    const dirty = '<p>Gol<script>alert(1)</script><img src="x" onerror="alert(1)"></p>';
    const item = (text: string) => ({
      data: {
        id: '77',
        type: 'match_centre_components',
        attributes: {
          match_centre_component_type: 'text',
          minute: 12,
          visibility: 'web',
          payload: { html: text },
        },
      },
    });
    const envelope = (seq: number, data: unknown) =>
      JSON.stringify({ matchId: '1', message: { seq, type: 'timeline_item_added', data } });
    const { Redis } = await import('ioredis');
    const intruder = new Redis(redis.url);
    await intruder.publish(
      REDIS_LIVE_CHANNEL,
      envelope(50, item('x'.repeat(MAX_REMOTE_MESSAGE_BYTES))),
    );
    await intruder.publish(REDIS_LIVE_CHANNEL, envelope(51, item(dirty)));
    await intruder.quit();
    await client.next(messageOn(identifier, 51));
    const [received] = client.messages(identifier);
    expect(client.messages(identifier)).toHaveLength(1);
    expect(received).toEqual({
      seq: 51,
      type: 'timeline_item_added',
      data: item(html.rich(dirty)),
    });
    expect(JSON.stringify(received)).not.toMatch(/script|onerror/);
    expect(logs[1]?.filter((line) => line.includes('oversized'))).toHaveLength(1);
  });
});
