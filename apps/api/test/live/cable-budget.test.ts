import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@trybuna/db';
import { buildApi } from '../../src/app';
import type { LiveOptions } from '../../src/live';
import { testDatabase } from '../support/database';
import { insertFixtures } from '../support/fixtures';
import WebSocket from 'ws';
import { CableClient, isType, matchIdentifier, ORIGIN, PROTOCOL, type Frame } from './cable-client';

/**
 * Issue 30 item 1 and 2: what one socket, or one address, can make the live channel do. The
 * database is wrapped to count its queries (everything the channel reads goes through
 * `database.query`).
 */
let database: Database;
let queries = 0;
let app: FastifyInstance;
let url: string;
let port: number;
let clock = 0;
const clients: CableClient[] = [];

async function start(live: LiveOptions = {}, trustProxy = 0): Promise<void> {
  app = await buildApi({
    trustProxy,
    database: {
      ...database,
      query: (statement) => {
        queries += 1;
        return database.query(statement);
      },
      close: () => Promise.resolve(),
    },
    allowedOrigins: [ORIGIN],
    live: { pingIntervalMs: 60_000, now: () => clock, ...live },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  url = `ws://127.0.0.1:${String(port)}/cable`;
}

async function open(): Promise<CableClient> {
  const client = await CableClient.open(url);
  clients.push(client);
  return client;
}

const isAnswer = (frame: Frame) =>
  frame.type === 'confirm_subscription' || frame.type === 'reject_subscription';

/** Resolves once `client` has received `count` subscription answers. */
async function answers(client: CableClient, count: number): Promise<Frame[]> {
  const all = () => client.frames.filter(isAnswer);
  await client.next(() => all().length >= count);
  return all();
}

/** `count` distinct identifiers over matches 1, 2 and 3 (the fixtures), with `since` 0, 1, 2… */
const identifiers = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, n) =>
    matchIdentifier(String(1 + ((n + offset) % 3)), { since: Math.floor((n + offset) / 3) }),
  );

beforeAll(async () => {
  database = await testDatabase();
  await database.migrate();
  await insertFixtures(database);
});

afterAll(() => database.close());

beforeEach(async () => {
  await database.query(sql`delete from live_messages`);
  await database.query(sql`delete from live_sequences`);
  clock = 1_000_000;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await app.close();
});

describe('/cable: a connection runs its commands one at a time (issue 30)', () => {
  it('answers 200 pipelined subscribes in order, holds the cap of 20, and reads each stream once', async () => {
    await start({ commands: { perSecond: 1000, burst: 1000 } });
    for (const n of [1, 2, 3]) await app.live.publish(2, 'timeline_item_added', { n });
    const before = queries;
    const client = await open();
    const sent = identifiers(200);
    for (const identifier of sent) client.subscribe(identifier);
    const got = await answers(client, 200);
    expect(got.map((frame) => frame.identifier)).toEqual(sent);
    expect(got.map((frame) => frame.type)).toEqual([
      ...Array<string>(20).fill('confirm_subscription'),
      ...Array<string>(180).fill('reject_subscription'),
    ]);
    // Matches 1, 2 and 3: one read each, whatever the number of subscribes and resumes.
    expect(queries - before).toBe(3);
    // Replays came from the stream's window: `since: 0` on match 2 got its three messages.
    expect(client.messages(sent[1] ?? '').map((message) => message.seq)).toEqual([1, 2, 3]);
    expect(client.messages(sent[4] ?? '').map((message) => message.seq)).toEqual([2, 3]);
    expect(client.messages(sent[13] ?? '')).toEqual([{ seq: 3, type: 'resync', data: null }]);

    // A second socket doing the same reads nothing more: the count stays flat.
    const second = await open();
    for (const identifier of sent) second.subscribe(identifier);
    await answers(second, 200);
    expect(queries - before).toBe(3);
    expect(second.frames.filter(isType('confirm_subscription'))).toHaveLength(20);
  });

  it('answers a duplicate identifier once and never leaks its subscription', async () => {
    await start();
    const client = await open();
    const identifier = matchIdentifier('2');
    for (let n = 0; n < 5; n += 1) client.subscribe(identifier);
    // The same stream under another identifier string: a barrier after the commands above.
    const barrier = JSON.stringify({ match_id: '2', channel: 'MatchChannel' });
    client.subscribe(barrier);
    await client.next((frame) => frame.identifier === barrier);
    expect(client.frames.filter((frame) => frame.identifier === identifier)).toEqual([
      { identifier, type: 'confirm_subscription' },
    ]);
    await app.live.publish(2, 'match_updated', { n: 1 });
    await client.next((frame) => frame.identifier === barrier && 'message' in frame);
    expect(client.messages(identifier).map((message) => message.seq)).toEqual([1]);

    client.send({ command: 'unsubscribe', identifier });
    client.send({ command: 'unsubscribe', identifier: barrier });
    const after = matchIdentifier('3');
    client.subscribe(after);
    await client.next((frame) => frame.identifier === after);
    await app.live.publish(2, 'match_updated', { n: 2 });
    await app.live.publish(3, 'match_updated', { n: 1 });
    await client.next((frame) => frame.identifier === after && 'message' in frame);
    // Nothing more on the unsubscribed identifier: no copy of it stayed on the stream.
    expect(client.messages(identifier).map((message) => message.seq)).toEqual([1]);
  });

  it('rejects a match id outside the integer range without a query', async () => {
    await start();
    const client = await open();
    await answers(client, 0);
    const before = queries;
    const tenDigits = matchIdentifier('9999999999');
    const pastRange = matchIdentifier('2147483648');
    client.subscribe(tenDigits);
    client.subscribe(pastRange);
    const got = await answers(client, 2);
    expect(got).toEqual([
      { identifier: tenDigits, type: 'reject_subscription' },
      { identifier: pastRange, type: 'reject_subscription' },
    ]);
    expect(queries).toBe(before);
    // The largest integer is a well-formed id: read, and rejected as an unknown match.
    const largest = matchIdentifier('2147483647');
    client.subscribe(largest);
    expect((await answers(client, 3))[2]).toEqual({
      identifier: largest,
      type: 'reject_subscription',
    });
    expect(queries).toBe(before + 1);
  });
});

describe('/cable: the command budget (issue 30)', () => {
  it('takes 20 at once and 10 a second, then rejects, then disconnects a flood once', async () => {
    await start({ maxSubscriptionsPerConnection: 100 });
    const warn = vi.spyOn(app.log, 'warn');
    const client = await open();
    const burst = identifiers(30);
    for (const identifier of burst) client.subscribe(identifier);
    const first = await answers(client, 30);
    expect(first.map((frame) => frame.identifier)).toEqual(burst);
    expect(first.map((frame) => frame.type)).toEqual([
      ...Array<string>(20).fill('confirm_subscription'),
      ...Array<string>(10).fill('reject_subscription'),
    ]);

    // A second later, ten more.
    clock += 1000;
    const refill = identifiers(12, 30);
    for (const identifier of refill) client.subscribe(identifier);
    const second = (await answers(client, 42)).slice(30);
    expect(second.map((frame) => frame.type)).toEqual([
      ...Array<string>(10).fill('confirm_subscription'),
      ...Array<string>(2).fill('reject_subscription'),
    ]);

    // Still flooding: 18 more over the budget are rejected, the next one ends the connection.
    const closed = new Promise<number>((resolve) => {
      client.socket.once('close', (code) => {
        resolve(code);
      });
    });
    const flood = identifiers(40, 42);
    for (const identifier of flood) client.subscribe(identifier);
    expect(await client.next(isType('disconnect'))).toEqual({
      type: 'disconnect',
      reason: 'too_many_commands',
      reconnect: false,
    });
    expect(await closed).toBe(1008);
    const rejected = client.frames.filter(isAnswer).slice(42);
    expect(rejected.map((frame) => frame.identifier)).toEqual(flood.slice(0, 18));
    expect(new Set(rejected.map((frame) => frame.type))).toEqual(new Set(['reject_subscription']));
    expect(client.frames.at(-1)).toEqual({
      type: 'disconnect',
      reason: 'too_many_commands',
      reconnect: false,
    });
    expect(
      warn.mock.calls.filter(([, message]) => String(message).includes('budget')),
    ).toHaveLength(1);

    // The budget is the connection's: a new one from the same address starts afresh.
    const next = await open();
    const fresh = matchIdentifier('2');
    next.subscribe(fresh);
    expect((await answers(next, 1))[0]).toEqual({
      identifier: fresh,
      type: 'confirm_subscription',
    });
  });
});

/** A websocket upgrade `ws` refuses (no `Sec-WebSocket-Key`); resolves with its status line. */
function failedHandshake(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      resolve(answer.split('\r\n')[0] ?? '');
    });
    socket.write(
      [
        'GET /cable HTTP/1.1',
        `Host: 127.0.0.1:${String(port)}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Origin: ${ORIGIN}`,
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Protocol: actioncable-v1-json',
        '',
        '',
      ].join('\r\n'),
    );
  });
}

describe('/cable: connections per address (issue 30)', () => {
  it('counts only upgrades that succeeded: 500 failed handshakes, then fans connect', async () => {
    await start({ maxConnectionsPerAddress: 3 });
    for (let round = 0; round < 10; round += 1) {
      const statuses = await Promise.all(Array.from({ length: 50 }, () => failedHandshake()));
      expect(new Set(statuses)).toEqual(new Set(['HTTP/1.1 400 Bad Request']));
    }
    const fans = [await open(), await open(), await open()];
    for (const fan of fans) expect((await fan.next(isType('welcome'))).type).toBe('welcome');
    await expect(open()).rejects.toThrow('429');
    // A connection cut without a closing handshake frees its place too.
    const cut = fans[0];
    const gone = new Promise((resolve) => cut?.socket.once('close', resolve));
    cut?.socket.terminate();
    await gone;
    await expect(open()).resolves.toBeInstanceOf(CableClient);
  });
});

/** Opens a socket as if through a proxy that appended `forwardedFor`; resolves with the outcome. */
function openBehindProxy(forwardedFor: string): Promise<string> {
  const socket = new WebSocket(url, [PROTOCOL], {
    origin: ORIGIN,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return new Promise((resolve) => {
    socket.once('open', () => {
      sockets.push(socket);
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(String(response.statusCode));
    });
  });
}
const sockets: WebSocket[] = [];

describe('/cable behind a proxy (TRUST_PROXY)', () => {
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.terminate();
  });

  it('caps connections per client address behind the trusted hop, IPv6 by /64', async () => {
    await start({ maxConnectionsPerAddress: 1 }, 1);
    expect(await openBehindProxy('203.0.113.1')).toBe('open');
    expect(await openBehindProxy('203.0.113.2')).toBe('open');
    expect(await openBehindProxy('198.51.100.9, 203.0.113.1')).toBe('429');
    expect(await openBehindProxy('2001:db8:1:2::a')).toBe('open');
    expect(await openBehindProxy('2001:db8:1:2::b')).toBe('429');
  });

  it('without TRUST_PROXY, the socket address is the client: the header is ignored', async () => {
    await start({ maxConnectionsPerAddress: 1 });
    expect(await openBehindProxy('203.0.113.1')).toBe('open');
    expect(await openBehindProxy('203.0.113.2')).toBe('429');
  });
});
