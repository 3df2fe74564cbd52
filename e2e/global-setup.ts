import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { STACK_ENV, freePort } from './support/stack';

async function waitFor(url: string, deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the stack exited during start-up (see its output above)');
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer in time`);
}

/** Starts `npm start`'s orchestrator on free ports and a fresh data folder. */
export default async function globalSetup(): Promise<void> {
  const [web, api, sso] = [await freePort(), await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'trybuna-e2e-'));
  const env = {
    ...process.env,
    WEB_PORT: String(web),
    API_PORT: String(api),
    SSO_PORT: String(sso),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Turns on /diagnostyka/blad-renderowania, a deliberate render error (errors.spec.ts).
    DIAGNOSTIC_ROUTES: '1',
    // Page preview (000 §2.1) opens with this secret (preview.spec.ts).
    PREVIEW_SECRET: 'e2e-preview-secret',
    // Short-lived tokens, so that the refresh flows of 000 §4.1 run during the tests.
    SSO_TOKEN_TTL_SECONDS: '8',
    // forms.spec.ts stores a few submissions from one address; a retry must not meet the
    // limit of 5 per 10 minutes (the limit itself is covered by the API's tests).
    API_CONTACT_FORMS_PER_10_MINUTES: '50',
    // The link crawl (shell/links.spec.ts) asks for each of the demo's ~100 pictures once from
    // one address; the limit of 60 renders a minute is covered by the API's tests.
    API_IMAGE_RENDERS_PER_MINUTE: '600',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });

  // First run on a fresh clone builds all three apps before starting them.
  const deadline = Date.now() + 10 * 60_000;
  const urls = {
    web: `http://localhost:${String(web)}`,
    api: `http://localhost:${String(api)}`,
    sso: `http://localhost:${String(sso)}`,
  };
  await waitFor(`${urls.api}/health`, deadline, () => exited);
  await waitFor(`${urls.sso}/health`, deadline, () => exited);
  await waitFor(urls.web, deadline, () => exited);

  process.env[STACK_ENV.web] = urls.web;
  process.env[STACK_ENV.api] = urls.api;
  process.env[STACK_ENV.sso] = urls.sso;
  process.env[STACK_ENV.pid] = String(child.pid);
  process.env[STACK_ENV.dataDir] = dataDir;
}
