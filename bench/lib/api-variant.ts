import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childEnv } from '../../scripts/lib/apps';
import { startService, stopAll, waitForHealthy } from '../../scripts/lib/supervisor';
import { freePort } from '../../e2e/support/stack';
import type { RunningServer } from './servers';

/**
 * Starts the API from its sources (`bench/baselines/api-match-reads.ts`, with tsx) on a free
 * port with a throw-away data folder and the demo content, keeping a match read by id for
 * `matchReadTtlMs` (0: not at all).
 */
export async function startApiVariant(matchReadTtlMs: number): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'trybuna-bench-match-'));
  const service = startService(
    'api',
    [process.execPath, '--import', 'tsx', 'bench/baselines/api-match-reads.ts'],
    childEnv({
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BENCH_MATCH_READ_TTL_MS: String(matchReadTtlMs),
    }),
  );
  const url = `http://127.0.0.1:${String(port)}`;
  await waitForHealthy(`${url}/health`, 120_000);
  return {
    url,
    stop: async () => {
      await stopAll([service]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
