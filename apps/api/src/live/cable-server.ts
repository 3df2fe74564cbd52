import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BroadcastAdapter } from './adapter';
import type { LiveEnvelope, LiveMessage } from './messages';
import {
  CABLE_PROTOCOL,
  clientCommandSchema,
  frames,
  MAX_FRAME_BYTES,
  parseJson,
  parseMatchIdentifier,
  PING_INTERVAL_MS,
  resumeActionSchema,
} from './protocol';
import { Subscription, type StreamReader } from './subscription';

export const CABLE_PATH = '/cable';

/** A client that has not read this much of what was sent to it is dropped (it resumes). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface CableOptions extends StreamReader {
  adapter: BroadcastAdapter;
  /** The site's origins: an upgrade from any other `Origin` (or none) is refused with 403. */
  allowedOrigins: readonly string[];
  /** Open connections one client address may hold (default 100; the bench raises it). */
  maxConnectionsPerAddress?: number;
  /** Subscriptions one connection may hold (default 20). */
  maxSubscriptionsPerConnection?: number;
  pingIntervalMs?: number;
  now?: () => number;
}

interface Connection {
  socket: WebSocket;
  address: string;
  subscriptions: Map<string, Subscription>;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(
    `HTTP/1.1 ${String(status)} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}

/**
 * The live channel at `/cable` (docs/live.md): the Action Cable protocol over `ws` on the
 * API's own HTTP server. Streams are per match; what the adapter delivers is sent to every
 * subscription of that match, one JSON encoding per identifier.
 */
export function attachCable(app: FastifyInstance, options: CableOptions): void {
  const maxPerAddress = options.maxConnectionsPerAddress ?? 100;
  const maxSubscriptions = options.maxSubscriptionsPerConnection ?? 20;
  const now = options.now ?? Date.now;
  const allowed = new Set(options.allowedOrigins);
  const connections = new Set<Connection>();
  const perAddress = new Map<string, number>();
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

  const removeSubscription = (subscription: Subscription) => {
    const stream = streams.get(subscription.matchId);
    stream?.delete(subscription);
    if (stream?.size === 0) streams.delete(subscription.matchId);
  };

  const subscribe = async (connection: Connection, identifier: string) => {
    if (connection.subscriptions.has(identifier)) return; // Action Cable: already subscribed.
    const params = parseMatchIdentifier(identifier);
    const matchId = params ? Number(params.match_id) : 0;
    if (
      !params ||
      connection.subscriptions.size >= maxSubscriptions ||
      !(await options.matchExists(matchId))
    ) {
      send(connection, frames.reject(identifier));
      return;
    }
    if (connection.socket.readyState !== connection.socket.OPEN) return;
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
    if (params.since !== undefined) await subscription.resume(params.since, options);
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
    const action = resumeActionSchema.safeParse(parseJson(command.data.data ?? ''));
    if (action.success) await subscription.resume(action.data.since, options);
  };

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const address = request.socket.remoteAddress ?? 'unknown';
    const connection: Connection = { socket, address, subscriptions: new Map() };
    connections.add(connection);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = (
        Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)
      ).toString('utf8');
      onCommand(connection, text).catch((error: unknown) => {
        app.log.warn({ err: error }, 'cable command failed');
      });
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      connections.delete(connection);
      for (const subscription of connection.subscriptions.values())
        removeSubscription(subscription);
      connection.subscriptions.clear();
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
    send(connection, frames.welcome());
  });

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== CABLE_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) {
      refuse(socket, 403, 'Forbidden');
      return;
    }
    const address = request.socket.remoteAddress ?? 'unknown';
    const open = perAddress.get(address) ?? 0;
    if (open >= maxPerAddress) {
      refuse(socket, 429, 'Too Many Requests');
      return;
    }
    perAddress.set(address, open + 1);
    wss.handleUpgrade(request, socket, head, (ws) => {
      wss.emit('connection', ws, request);
    });
  });

  options.adapter.onMessage((envelope: LiveEnvelope) => {
    const stream = streams.get(envelope.matchId);
    if (!stream) return;
    const messageJson = JSON.stringify(envelope.message satisfies LiveMessage);
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
