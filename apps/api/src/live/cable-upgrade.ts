import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { addressKey, forwardedAddress } from '@trybuna/server';

const CABLE_PATH = '/cable';

/** Open `/cable` connections per client address. */
export class AddressCounter {
  private readonly open = new Map<string, number>();

  count(address: string): number {
    return this.open.get(address) ?? 0;
  }

  add(address: string): void {
    this.open.set(address, this.count(address) + 1);
  }

  remove(address: string): void {
    const left = this.count(address) - 1;
    if (left <= 0) this.open.delete(address);
    else this.open.set(address, left);
  }
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(
    `HTTP/1.1 ${String(status)} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}

/**
 * Upgrades `GET /cable` from the site's origins to a websocket (docs/live.md "Connecting"),
 * at most `maxPerAddress` open at once per client address (behind `trustProxy` hops, IPv6 by
 * /64; the `connection` event carries it as its third argument). A connection is counted only once
 * `ws` completed its handshake (a malformed one is answered by `ws` itself and never counted)
 * and uncounted when its socket closes (the `connection` listener does that), so failed
 * handshakes cannot use up an address's places.
 */
export function acceptUpgrades(
  server: Server,
  wss: WebSocketServer,
  options: {
    allowedOrigins: readonly string[];
    maxPerAddress: number;
    counter: AddressCounter;
    /** Trusted proxy hops (`TRUST_PROXY`): the client address is read behind them. */
    trustProxy: number;
  },
): void {
  const allowed = new Set(options.allowedOrigins);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
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
    const address = addressKey(
      forwardedAddress(
        request.socket.remoteAddress ?? 'unknown',
        request.headers['x-forwarded-for'],
        options.trustProxy,
      ),
    );
    if (options.counter.count(address) >= options.maxPerAddress) {
      refuse(socket, 429, 'Too Many Requests');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      options.counter.add(address);
      wss.emit('connection', ws, request, address);
    });
  });
}
