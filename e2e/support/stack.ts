import net from 'node:net';

/** What the global set-up started, handed to the tests through the environment. */
export interface StackUrls {
  web: string;
  api: string;
  sso: string;
}

export const STACK_ENV = {
  web: 'E2E_WEB_URL',
  api: 'E2E_API_URL',
  sso: 'E2E_SSO_URL',
  pid: 'E2E_STACK_PID',
  dataDir: 'E2E_DATA_DIR',
} as const;

export function stackUrls(): StackUrls {
  const read = (key: string) => {
    const value = process.env[key];
    if (!value) throw new Error(`${key} is not set: run the tests through playwright test`);
    return value;
  };
  return { web: read(STACK_ENV.web), api: read(STACK_ENV.api), sso: read(STACK_ENV.sso) };
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}
