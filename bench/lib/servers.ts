import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childEnv } from '../../scripts/lib/apps';
import { startService, stopAll, waitForHealthy, type Service } from '../../scripts/lib/supervisor';
import { freePort } from '../../e2e/support/stack';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the built API on a free port with a throw-away data folder. */
export async function startApi(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'trybuna-bench-'));
  const service = startService(
    'api',
    ['node', 'apps/api/dist/server.js'],
    childEnv({ API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv }),
  );
  const url = `http://127.0.0.1:${String(port)}`;
  await waitForHealthy(`${url}/health`, 60_000);
  return { url, stop: () => stopAndClean([service], dataDir) };
}

/** Starts the bare-Fastify baseline, optionally serving a body file. */
export async function startBaseline(bodyFile?: string): Promise<RunningServer> {
  const port = await freePort();
  const service = startService(
    'baseline',
    [process.execPath, '--import', 'tsx', 'bench/baselines/bare-fastify.ts'],
    childEnv({ PORT: String(port), ...(bodyFile ? { BODY_FILE: bodyFile } : {}) }),
  );
  const url = `http://127.0.0.1:${String(port)}`;
  await waitForHealthy(`${url}/health`, 30_000);
  return { url, stop: () => stopAndClean([service]) };
}

async function stopAndClean(services: Service[], dir?: string): Promise<void> {
  await stopAll(services);
  if (dir) await rm(dir, { recursive: true, force: true });
}
