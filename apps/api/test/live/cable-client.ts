import WebSocket from 'ws';

export const ORIGIN = 'http://localhost:3000';
export const PROTOCOL = 'actioncable-v1-json';

export type Frame = Record<string, unknown>;

/** A raw Action Cable client for tests: collects frames and waits for the one it needs. */
export class CableClient {
  readonly frames: Frame[] = [];
  private waiters: { test: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
  }

  static open(url: string, origin: string | null = ORIGIN): Promise<CableClient> {
    const socket = new WebSocket(url, [PROTOCOL], origin === null ? {} : { origin });
    const client = new CableClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        resolve(client);
      });
      socket.once('unexpected-response', (_request, response) => {
        reject(new Error(`upgrade refused: ${String(response.statusCode)}`));
      });
      socket.once('error', reject);
    });
  }

  /** The first frame (already received or coming) that passes `test`. */
  next(test: (frame: Frame) => boolean): Promise<Frame> {
    const seen = this.frames.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  send(command: unknown): void {
    this.socket.send(typeof command === 'string' ? command : JSON.stringify(command));
  }

  subscribe(identifier: string): void {
    this.send({ command: 'subscribe', identifier });
  }

  /** Messages received on `identifier`, in order. */
  messages(identifier: string): Frame[] {
    return this.frames
      .filter((frame) => frame.identifier === identifier && 'message' in frame)
      .map((frame) => frame.message as Frame);
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => {
        resolve();
      });
      this.socket.close();
    });
  }
}

export const matchIdentifier = (matchId: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ channel: 'MatchChannel', match_id: matchId, ...extra });

export const isType = (type: string) => (frame: Frame) => frame.type === type;
