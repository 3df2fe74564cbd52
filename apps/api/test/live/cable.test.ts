import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import { buildApi } from '../../src/app';
import { PING_INTERVAL_MS } from '../../src/live/protocol';
import { testDatabase } from '../support/database';
import { insertFixtures } from '../support/fixtures';
import { CableClient, isType, matchIdentifier, ORIGIN, PROTOCOL, type Frame } from './cable-client';

let database: Database;
let app: FastifyInstance;
let url: string;
const clients: CableClient[] = [];

async function open(origin: string | null = ORIGIN): Promise<CableClient> {
  const client = await CableClient.open(url, origin);
  clients.push(client);
  return client;
}

async function subscribed(client: CableClient, identifier: string): Promise<void> {
  client.subscribe(identifier);
  const answer = await client.next(
    (frame) =>
      frame.identifier === identifier &&
      (frame.type === 'confirm_subscription' || frame.type === 'reject_subscription'),
  );
  expect(answer.type).toBe('confirm_subscription');
}

const messageOn = (identifier: string, seq: number) => (frame: Frame) =>
  frame.identifier === identifier && (frame.message as Frame | undefined)?.seq === seq;

// One database for the file (migrating one per test cost ~1.5 s each); every test gets a new
// API on it (its own connections, caps and streams) and empty live streams.
beforeAll(async () => {
  database = await testDatabase();
  await database.migrate();
  await insertFixtures(database);
});

afterAll(() => database.close());

beforeEach(async () => {
  await database.query(sql`delete from live_messages`);
  await database.query(sql`delete from live_sequences`);
  app = await buildApi({
    database: { ...database, close: () => Promise.resolve() },
    allowedOrigins: [ORIGIN],
    live: { pingIntervalMs: 50, maxConnectionsPerAddress: 3, maxSubscriptionsPerConnection: 2 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${String((app.server.address() as AddressInfo).port)}/cable`;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await app.close();
});

describe('/cable: the Action Cable protocol (docs/live.md)', () => {
  it("welcomes a client and echoes the 'actioncable-v1-json' sub-protocol", async () => {
    const client = await open();
    expect(client.socket.protocol).toBe(PROTOCOL);
    expect(await client.next(isType('welcome'))).toEqual({ type: 'welcome' });
  });

  it('pings with the unix time in seconds, every 3 s by default', async () => {
    expect(PING_INTERVAL_MS).toBe(3000);
    const client = await open();
    await client.next(isType('ping'));
    await client.next(
      (frame) => frame.type === 'ping' && client.frames.filter(isType('ping')).length >= 2,
    );
    const pings = client.frames.filter(isType('ping'));
    for (const ping of pings) {
      expect(Number.isInteger(ping.message)).toBe(true);
      expect(Math.abs((ping.message as number) - Date.now() / 1000)).toBeLessThan(60);
    }
  });

  it('confirms a subscription to a match with the identifier as sent', async () => {
    const client = await open();
    const identifier = matchIdentifier('2');
    client.subscribe(identifier);
    expect(await client.next((frame) => frame.identifier === identifier)).toEqual({
      identifier,
      type: 'confirm_subscription',
    });
  });

  it.each([
    ['an unknown channel', JSON.stringify({ channel: 'ChatChannel', match_id: '2' })],
    ['an unknown match', matchIdentifier('999')],
    ['a numeric match id', JSON.stringify({ channel: 'MatchChannel', match_id: 2 })],
    ['an unknown parameter', matchIdentifier('2', { admin: true })],
    ['an identifier that is not JSON', 'MatchChannel:2'],
  ])('rejects %s', async (_case, identifier) => {
    const client = await open();
    client.subscribe(identifier);
    expect(await client.next((frame) => frame.identifier === identifier)).toEqual({
      identifier,
      type: 'reject_subscription',
    });
  });

  it('sends a match message only to that match, numbered per match', async () => {
    const client = await open();
    const two = matchIdentifier('2');
    const three = matchIdentifier('3');
    await subscribed(client, two);
    await subscribed(client, three);
    const first = await app.live.publish(2, 'match_updated', {
      data: { id: '2', type: 'matches' },
    });
    await app.live.publish(3, 'odds_updated', { data: [] });
    const second = await app.live.publish(2, 'timeline_item_added', { data: { id: '9' } });
    expect([first?.seq, second?.seq]).toEqual([1, 2]);
    await client.next(messageOn(two, 2));
    await client.next(messageOn(three, 1));
    expect(client.messages(two)).toEqual([
      { seq: 1, type: 'match_updated', data: { data: { id: '2', type: 'matches' } } },
      { seq: 2, type: 'timeline_item_added', data: { data: { id: '9' } } },
    ]);
    expect(client.messages(three)).toEqual([{ seq: 1, type: 'odds_updated', data: { data: [] } }]);
    expect(await app.live.publish(999, 'match_updated', {})).toBeNull();
  });

  it('stops sending after unsubscribe', async () => {
    const client = await open();
    const two = matchIdentifier('2');
    const three = matchIdentifier('3');
    await subscribed(client, two);
    await subscribed(client, three);
    client.send({ command: 'unsubscribe', identifier: two });
    // The unsubscribe is processed before the next command of the same socket.
    client.send('ordering barrier: not a command');
    await subscribed(client, matchIdentifier('1'));
    await app.live.publish(2, 'match_updated', {});
    await app.live.publish(3, 'match_updated', {});
    await client.next(messageOn(three, 1));
    expect(client.messages(two)).toEqual([]);
  });

  it('ignores malformed commands without closing the connection', async () => {
    const client = await open();
    client.send('not json');
    client.send({ command: 'explode', identifier: 'x' });
    client.send({ command: 'subscribe' });
    client.send({ command: 'message', identifier: matchIdentifier('2'), data: '{' });
    client.send([1, 2, 3]);
    await subscribed(client, matchIdentifier('2'));
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it.each([
    ['another origin', 'https://evil.example'],
    ['no Origin header', null],
  ])('refuses the upgrade from %s with 403', async (_case, origin) => {
    await expect(open(origin)).rejects.toThrow('403');
  });

  it('caps connections per client address (429) and subscriptions per connection', async () => {
    await open();
    await open();
    const third = await open();
    await expect(open()).rejects.toThrow('429');
    await subscribed(third, matchIdentifier('1'));
    await subscribed(third, matchIdentifier('2'));
    const over = matchIdentifier('3');
    third.subscribe(over);
    expect((await third.next((frame) => frame.identifier === over)).type).toBe(
      'reject_subscription',
    );
    // A closed connection frees its place.
    await third.close();
    await expect(open()).resolves.toBeInstanceOf(CableClient);
  });

  it("tells every client to reconnect before the server stops ('disconnect')", async () => {
    const client = await open();
    await client.next(isType('welcome'));
    const closing = app.close();
    expect(await client.next(isType('disconnect'))).toEqual({
      type: 'disconnect',
      reason: 'server_restart',
      reconnect: true,
    });
    await closing;
  });
});

describe('/cable: resume from a sequence number', () => {
  it('replays what came after `since` in the subscription, then goes on live', async () => {
    for (const n of [1, 2, 3]) await app.live.publish(2, 'timeline_item_added', { n });
    const client = await open();
    const identifier = matchIdentifier('2', { since: 1 });
    await subscribed(client, identifier);
    await client.next(messageOn(identifier, 3));
    await app.live.publish(2, 'timeline_item_deleted', { n: 4 });
    await client.next(messageOn(identifier, 4));
    expect(client.messages(identifier).map((message) => message.seq)).toEqual([2, 3, 4]);
  });

  it("resumes through the 'resume' action after a reconnect", async () => {
    for (const n of [1, 2]) await app.live.publish(2, 'match_updated', { n });
    const client = await open();
    const identifier = matchIdentifier('2');
    await subscribed(client, identifier);
    client.send({
      command: 'message',
      identifier,
      data: JSON.stringify({ action: 'resume', since: 0 }),
    });
    await client.next(messageOn(identifier, 2));
    expect(client.messages(identifier).map((message) => message.seq)).toEqual([1, 2]);
  });

  it("answers a number beyond the stream's end with a resync", async () => {
    await app.live.publish(2, 'match_updated', {});
    const client = await open();
    const identifier = matchIdentifier('2', { since: 40 });
    await subscribed(client, identifier);
    expect(
      (await client.next((frame) => frame.identifier === identifier && 'message' in frame)).message,
    ).toEqual({
      seq: 1,
      type: 'resync',
      data: null,
    });
  });

  it('replays only the final state: the last version of an edited item, no deleted one', async () => {
    const item = (id: string, text: string) => ({
      data: { id, type: 'match_centre_components', attributes: { text } },
    });
    await app.live.publish(2, 'timeline_item_added', item('a', 'v1'));
    await app.live.publish(2, 'timeline_item_updated', item('a', 'v2'));
    await app.live.publish(2, 'timeline_item_added', item('b', 'deleted'));
    await app.live.publish(2, 'timeline_item_updated', item('a', 'v3'));
    await app.live.publish(2, 'timeline_item_deleted', {
      data: { id: 'b', type: 'match_centre_components' },
    });
    const client = await open();
    const identifier = matchIdentifier('2', { since: 0 });
    await subscribed(client, identifier);
    await client.next(messageOn(identifier, 4));
    // Live again after the replay: the next message follows, nothing left out comes late.
    await app.live.publish(2, 'match_updated', { n: 1 });
    await client.next(messageOn(identifier, 6));
    expect(client.messages(identifier)).toEqual([
      { seq: 4, type: 'timeline_item_added', data: item('a', 'v3') },
      { seq: 6, type: 'match_updated', data: { n: 1 } },
    ]);
  });

  it('numbers 50 concurrent messages of one match 1..50 without a gap or a repeat', async () => {
    const published = await Promise.all(
      Array.from({ length: 50 }, (_, n) => app.live.publish(1, 'match_updated', { n })),
    );
    const seqs = published.map((message) => message?.seq).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, n) => n + 1));
  });
});
