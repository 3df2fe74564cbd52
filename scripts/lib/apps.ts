import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuntimeEnv } from '@trybuna/config/env';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const NEXT_BIN = path.join(ROOT, 'node_modules/.bin/next');

export type AppName = 'api' | 'sso' | 'web';

export interface AppSpec {
  name: AppName;
  dir: string;
  /** Folders whose sources decide whether the build is current. */
  sources: string[];
  /** A file that exists only after a successful build. */
  builtMarker: string;
  /** Where the source hash of the last build is kept (inside the build output). */
  stampFile: string;
  build: string[];
  start: (env: RuntimeEnv) => string[];
  dev: (env: RuntimeEnv) => string[];
  healthUrl: (env: RuntimeEnv) => string;
}

const packages = ['packages/config', 'packages/domain', 'packages/db', 'packages/server'];

export const APPS: Record<AppName, AppSpec> = {
  api: {
    name: 'api',
    dir: 'apps/api',
    sources: ['apps/api', ...packages, 'packages/api-client'],
    builtMarker: 'apps/api/dist/server.js',
    stampFile: 'apps/api/dist/.source-hash',
    build: ['npm', 'run', 'build', '-w', '@trybuna/api'],
    start: () => ['node', '--enable-source-maps', 'apps/api/dist/server.js'],
    dev: () => ['npm', 'run', 'dev', '-w', '@trybuna/api'],
    healthUrl: (env) => `http://127.0.0.1:${env.ports.api}/health`,
  },
  sso: {
    name: 'sso',
    dir: 'apps/sso',
    sources: ['apps/sso', ...packages],
    builtMarker: 'apps/sso/dist/server.js',
    stampFile: 'apps/sso/dist/.source-hash',
    build: ['npm', 'run', 'build', '-w', '@trybuna/sso'],
    start: () => ['node', '--enable-source-maps', 'apps/sso/dist/server.js'],
    dev: () => ['npm', 'run', 'dev', '-w', '@trybuna/sso'],
    healthUrl: (env) => `http://127.0.0.1:${env.ports.sso}/health`,
  },
  web: {
    name: 'web',
    dir: 'apps/web',
    sources: ['apps/web', 'packages/config', 'packages/domain', 'packages/api-client'],
    builtMarker: 'apps/web/.next/BUILD_ID',
    stampFile: 'apps/web/.next/.source-hash',
    build: ['npm', 'run', 'build', '-w', '@trybuna/web'],
    start: (env) => [
      NEXT_BIN,
      'start',
      'apps/web',
      '--port',
      String(env.ports.web),
      ...webHost(env),
    ],
    dev: (env) => [NEXT_BIN, 'dev', 'apps/web', '--port', String(env.ports.web)],
    healthUrl: (env) => `http://127.0.0.1:${env.ports.web}/api/probe`,
  },
};

/**
 * `next start --hostname`: Next.js serves a proxy rewrite in place only when the rewrite's
 * origin is the one it was started on, and its proxy always sees `localhost`; so the loopback
 * default binds as `localhost` (127.0.0.1), a wildcard address binds without the flag, and any
 * other address is passed as it is (docs/workspace.md).
 */
function webHost(env: RuntimeEnv): string[] {
  if (env.host === '127.0.0.1' || env.host === 'localhost') return ['--hostname', 'localhost'];
  if (env.host === '0.0.0.0' || env.host === '::') return [];
  return ['--hostname', env.host];
}

/** Environment every child process gets: production mode, no telemetry. */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...extra };
}
