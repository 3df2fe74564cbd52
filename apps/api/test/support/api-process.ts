import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TokenKit } from './user-tokens';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The site origin the API processes of these tests allow (their `WEB_URL`). */
export const PROCESS_ORIGIN = 'http://localhost:3000';

/** A JWKS endpoint standing in for the sso: the API checks user tokens against its key. */
export async function jwksServer(
  kit: TokenKit,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [kit.publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

export interface ApiProcess {
  child: ChildProcess;
  base: string;
  /** Stops it (SIGKILL: a crash; SIGTERM: a shutdown) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/**
 * A real API process (`apps/api/src/server.ts`) in DEV on `port`, with its database, the sso
 * at `ssoUrl` and any extra environment (`REDIS_URL`); resolves once `/health` answers.
 */
export function startApiProcess(options: {
  port: number;
  ssoUrl: string;
  env: Record<string, string>;
}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(options.port),
      WEB_URL: PROCESS_ORIGIN,
      SSO_URL: options.ssoUrl,
      APP_ENV: 'DEV',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = `http://127.0.0.1:${String(options.port)}`;
  const stop = (signal: NodeJS.Signals = 'SIGKILL') =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          child.once('exit', () => {
            resolve();
          });
          child.kill(signal);
        });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      fetch(`${base}/health`).then(
        (response) => {
          if (response.ok) resolve({ child, base, stop });
          else setTimeout(poll, 250);
        },
        () => {
          if (child.exitCode !== null) reject(new Error('the API exited during start-up'));
          else if (Date.now() - started > 90_000) reject(new Error('the API did not start'));
          else setTimeout(poll, 250);
        },
      );
    };
    poll();
  });
}
