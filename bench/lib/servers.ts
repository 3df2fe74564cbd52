import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childEnv, ROOT } from '../../scripts/lib/apps';
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

const BARE_NEXT = 'bench/baselines/bare-next';

/**
 * Builds and starts the bare Next.js baseline (a title, a lead and one cover picture; no client
 * code of its own), with the cover's `src` and `srcset` as the measured article has them.
 * `lcpFile`: the JSON file its `/?lcp=<key>` pages read their element from (pages.bench.ts).
 */
export async function startBareNext(
  cover: { src: string; srcSet?: string | undefined },
  lcpFile?: string,
): Promise<RunningServer> {
  const next = path.join(ROOT, 'node_modules/.bin/next');
  const dir = path.join(ROOT, BARE_NEXT);
  execFileSync(next, ['build', dir], {
    cwd: ROOT,
    env: childEnv({ NEXT_TELEMETRY_DISABLED: '1' }),
    stdio: 'ignore',
  });
  const port = await freePort();
  const service = startService(
    'bare-next',
    [next, 'start', dir, '--port', String(port), '--hostname', 'localhost'],
    childEnv({
      BARE_COVER_SRC: cover.src,
      BARE_COVER_SRCSET: cover.srcSet ?? '',
      ...(lcpFile ? { BARE_LCP_FILE: lcpFile } : {}),
    }),
  );
  const url = `http://localhost:${String(port)}`;
  await waitForHealthy(`${url}/`, 60_000);
  return { url, stop: () => stopAndClean([service]) };
}

async function stopAndClean(services: Service[], dir?: string): Promise<void> {
  await stopAll(services);
  if (dir) await rm(dir, { recursive: true, force: true });
}
