import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from '@trybuna/config/env';
import { APPS, childEnv, type AppName } from '../../scripts/lib/apps';
import { startService, stopAll, waitForHealthy } from '../../scripts/lib/supervisor';
import { freePort } from '../../e2e/support/stack';

export interface RunningStack {
  web: string;
  api: string;
  stop: () => Promise<void>;
}

/** The built api, sso and web on free ports with a throw-away data folder, as `npm start` runs them. */
export async function startStack(): Promise<RunningStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'trybuna-bench-stack-'));
  const vars = {
    WEB_PORT: String(await freePort()),
    API_PORT: String(await freePort()),
    SSO_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONNECTIVITY_PROBE_URL: '/api/probe',
    // First loads of many pages ask for many picture sizes at once from one address (as the
    // e2e link crawl does); the limit of 60 renders a minute is covered by the API's tests.
    API_IMAGE_RENDERS_PER_MINUTE: '600',
  };
  const env = loadEnv({ ...process.env, ...vars });
  const order: AppName[] = ['api', 'sso', 'web'];
  const services = order.map((name) => startService(name, APPS[name].start(env), childEnv(vars)));
  const stop = async () => {
    await stopAll(services);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (const name of order) await waitForHealthy(APPS[name].healthUrl(env), 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { web: env.urls.web, api: env.urls.api, stop };
}
