import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BroadcastAdapter } from './adapter';
import { AddressCounter, acceptUpgrades } from './cable-upgrade';
import { CommandBudget, type CommandBudgetOptions } from './command-budget';
import type { LiveEnvelope, LiveMessage } from './messages';
import {
  CABLE_PROTOCOL,
  clientCommandSchema,
  frames,
  MAX_FRAME_BYTES,
  parseJson,
  parseMatchIdentifier,
  parseResumeRequest,
  PING_INTERVAL_MS,
} from './protocol';
import { StreamHistory, type StreamHistoryOptions } from './stream-history';
import { Subscription } from './subscription';

/** A client that has not read this much of what was sent to it is dropped (it resumes). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface CableOptions {
  adapter: BroadcastAdapter;
  /** Reads a stream's end from the database, once per stream window (`liveStreamTail`). */
  loadStream: StreamHistoryOptions['load'];
  /** Bounds of the streams' in-memory windows (defaults: `STREAM_HISTORY_DEFAULTS`). */
  history?: Omit<StreamHistoryOptions, 'load' | 'isActive'>;
  /** Each connection's command budget (defaults: 10 a second, 20 at once, see command-budget.ts). */
  commands?: CommandBudgetOptions;
  /** The site's origins: an upgrade from any other `Origin` (or none) is refused with 403. */
  allowedOrigins: readonly string[];
  /** Open connections one client address may hold (default 100; the bench raises it). */
  maxConnectionsPerAddress?: number;
  /** Proxy hops whose `X-Forwarded-For` is trusted (`TRUST_PROXY`, default 0). */
  trustProxy?: number;
  /** Subscriptions one connection may hold (default 20). */
  maxSubscriptionsPerConnection?: number;
  pingIntervalMs?: number;
  now?: () => number;
}

interface Connection {
  socket: WebSocket;
  address: string;
  subscriptions: Map<string, Subscription>;
  budget: CommandBudget;
  /** The connection's commands, one at a time in the order they came. */
  queue: Promise<void>;
  /** Set once the socket closed (or is being closed for flooding): nothing more is done. */
  closed: boolean;
}

/**
 * The live channel at `/cable` (docs/live.md): the Action Cable protocol over `ws` on the
 * API's own HTTP server. Streams are per match; what the adapter delivers is sent to every
 * subscription of that match, one JSON encoding per identifier. A connection's commands run
 * one at a time in the order they came, within its command budget (`CommandBudget`); resumes
 * are answered from the stream's in-memory window (`StreamHistory`).
 */
export function attachCable(app: FastifyInstance, options: CableOptions): void {
  const maxSubscriptions = options.maxSubscriptionsPerConnection ?? 20;
  const now = options.now ?? Date.now;
  const connections = new Set<Connection>();
  const counter = new AddressCounter();
  const streams = new Map<string, Set<Subscription>>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false),
  });

  const send = (connection: Connection, frame: string) => {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(frame);
  };

  const history = new StreamHistory({
    ...options.history,
    load: options.loadStream,
    isActive: (matchId) => streams.has(matchId),
  });

  const removeSubscription = (subscription: Subscription) => {
    const stream = streams.get(subscription.matchId);
    stream?.delete(subscription);
    if (stream?.size === 0) {
      streams.delete(subscription.matchId);
      history.release();
    }
  };

  const replayOf = (matchId: string) => (since: number) => history.replay(matchId, since);

  const subscribe = async (connection: Connection, identifier: string) => {
    // Action Cable: a second subscribe with the same identifier is not answered again.
    if (connection.subscriptions.has(identifier)) return;
    // Shape and range first: nothing that fails them reaches the database.
    const params = parseMatchIdentifier(identifier);
    if (!params || connection.subscriptions.size >= maxSubscriptions) {
      send(connection, frames.reject(identifier));
      return;
    }
    let exists: boolean;
    try {
      exists = await history.open(params.match_id);
    } catch (error) {
      app.log.warn({ err: error }, 'cable: a stream could not be read');
      exists = false;
    }
    // Commands run one at a time, so nothing else changed this connection's subscriptions;
    // the socket may have closed while the stream was read.
    if (connection.closed || connection.subscriptions.has(identifier)) return;
    if (!exists) {
      send(connection, frames.reject(identifier));
      return;
    }
    const subscription = new Subscription(params.match_id, identifier, (frame) => {
      send(connection, frame);
    });
    connection.subscriptions.set(identifier, subscription);
    let stream = streams.get(params.match_id);
    if (!stream) {
      stream = new Set();
      streams.set(params.match_id, stream);
    }
    stream.add(subscription);
    send(connection, frames.confirm(identifier));
    if (params.since !== undefined)
      await subscription.resume(params.since, replayOf(params.match_id));
  };

  const onCommand = async (connection: Connection, text: string) => {
    const command = clientCommandSchema.safeParse(parseJson(text));
    if (!command.success) return; // Malformed: ignored, the connection stays open.
    const { identifier } = command.data;
    if (command.data.command === 'subscribe') {
      await subscribe(connection, identifier);
      return;
    }
    const subscription = connection.subscriptions.get(identifier);
    if (!subscription) return;
    if (command.data.command === 'unsubscribe') {
      connection.subscriptions.delete(identifier);
      removeSubscription(subscription);
      return;
    }
    const resume = parseResumeRequest(command.data.data);
    if (resume) await subscription.resume(resume.since, replayOf(subscription.matchId));
  };

  /** Over the budget: a subscribe is rejected (without reading anything), the rest ignored. */
  const onRefusedCommand = (connection: Connection, text: string) => {
    const command = clientCommandSchema.safeParse(parseJson(text));
    if (command.success && command.data.command === 'subscribe')
      send(connection, frames.reject(command.data.identifier));
  };

  const enqueue = (connection: Connection, task: () => Promise<void> | void) => {
    connection.queue = connection.queue
      .then(async () => {
        if (!connection.closed) await task();
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'cable command failed');
      });
  };

  /** A connection that kept sending over its budget: told not to reconnect, then closed. */
  const disconnectFlooder = (connection: Connection) => {
    app.log.warn(
      { address: connection.address },
      'cable: a connection kept sending over its command budget and was disconnected',
    );
    enqueue(connection, () => {
      send(connection, frames.disconnect('too_many_commands', false));
      connection.closed = true;
      connection.socket.close(1008, 'too many commands');
      setTimeout(() => {
        connection.socket.terminate();
      }, 1000).unref();
    });
  };

  wss.on('connection', (socket: WebSocket, _request: IncomingMessage, address: string) => {
    const connection: Connection = {
      socket,
      address,
      subscriptions: new Map(),
      budget: new CommandBudget(now(), options.commands),
      queue: Promise.resolve(),
      closed: false,
    };
    connections.add(connection);
    let flooded = false;
    socket.on('message', (data, isBinary) => {
      if (flooded) return; // Nothing after the flood is read.
      const verdict = connection.budget.take(now());
      if (verdict === 'flood') {
        flooded = true;
        disconnectFlooder(connection);
        return;
      }
      if (isBinary) return;
      const text = (
        Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)
      ).toString('utf8');
      enqueue(connection, async () => {
        if (verdict === 'ok') await onCommand(connection, text);
        else onRefusedCommand(connection, text);
      });
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      connection.closed = true;
      connections.delete(connection);
      for (const subscription of connection.subscriptions.values())
        removeSubscription(subscription);
      connection.subscriptions.clear();
      counter.remove(address);
    });
    send(connection, frames.welcome());
  });

  acceptUpgrades(app.server, wss, {
    allowedOrigins: options.allowedOrigins,
    maxPerAddress: options.maxConnectionsPerAddress ?? 100,
    counter,
    trustProxy: options.trustProxy ?? 0,
  });

  options.adapter.onMessage((envelope: LiveEnvelope) => {
    const messageJson = JSON.stringify(envelope.message satisfies LiveMessage);
    // The window first: a resume computed from now on includes this message.
    history.record(envelope.matchId, envelope.message.seq, messageJson);
    const stream = streams.get(envelope.matchId);
    if (!stream) return;
    const byIdentifier = new Map<string, string>();
    for (const subscription of stream) {
      let frame = byIdentifier.get(subscription.identifier);
      if (frame === undefined) {
        frame = frames.message(subscription.identifier, messageJson);
        byIdentifier.set(subscription.identifier, frame);
      }
      subscription.deliver(envelope.message.seq, frame);
    }
  });

  // One timer pings every connection (Action Cable's heartbeat; the client reconnects when
  // pings stop).
  const pinger = setInterval(() => {
    const frame = frames.ping(now());
    for (const connection of connections) send(connection, frame);
  }, options.pingIntervalMs ?? PING_INTERVAL_MS);
  pinger.unref();

  // Before the HTTP server closes: every client is told to reconnect (to this process once
  // restarted, or to another one), then its socket is closed.
  app.addHook('preClose', async () => {
    clearInterval(pinger);
    const frame = frames.disconnect('server_restart', true);
    const closed = [...connections].map(
      (connection) =>
        new Promise<void>((resolve) => {
          connection.socket.once('close', () => {
            resolve();
          });
          send(connection, frame);
          connection.socket.close(1012, 'server restart');
          setTimeout(() => {
            connection.socket.terminate();
            resolve();
          }, 1000).unref();
        }),
    );
    await Promise.all(closed);
    wss.close();
    await options.adapter.close();
  });
}
