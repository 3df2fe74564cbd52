/**
 * `npm start`: builds what is not built yet, then runs api, sso and web in production mode and
 * prints the site's URL. An app that stops on its own is started again after a growing delay
 * (scripts/lib/restart.ts); Ctrl-C or SIGTERM stops all three.
 */
import { loadEnv } from '@trybuna/config/env';
import { loadDotEnv } from './lib/dotenv';
import { APPS, childEnv, type AppName } from './lib/apps';
import { ensureBuilt } from './lib/ensure-built';
import { SupervisedApp, stopApps } from './lib/restart';
import { assertPortFree, describeExit, waitForHealthy } from './lib/supervisor';

const ORDER: AppName[] = ['api', 'sso', 'web'];

/** How long the first start of all three may take before `npm start` gives up. */
const START_TIMEOUT_MS = 120_000;

/**
 * The match simulator's command for the demo's last pending match (the one furthest ahead, so
 * that a simulated match does not take over the home page's counter), or nothing when there
 * is none (an empty database) or the API cannot say.
 */
async function simulatorHint(apiUrl: string, apiKey: string | undefined): Promise<string | null> {
  try {
    const response = await fetch(
      `${apiUrl}/api/v3/matches?filter[status_eq]=pending&sort=-start_time&page[size]=1`,
      { headers: { 'Client-Id': '1', ...(apiKey ? { Authorization: apiKey } : {}) } },
    );
    const id = ((await response.json()) as { data?: { id?: string }[] }).data?.[0]?.id;
    return id
      ? `  simulate  npm run simulate -- ${id} --minutes 3  (a live match, DEV only)`
      : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  loadDotEnv();
  const env = loadEnv();
  await ensureBuilt(ORDER);
  for (const name of ORDER) await assertPortFree(env.ports[name], env.host, name);

  // An app that refuses to start (exit 78, e.g. PROD on demo data) stops `npm start` at once.
  let onRefused: (name: string) => void = () => undefined;
  const refused = new Promise<never>((_resolve, reject) => {
    onRefused = (name) => {
      reject(new Error(`${name} refused to start (see its line above); npm start stops`));
    };
  });
  const apps = ORDER.map(
    (name) =>
      new SupervisedApp(name, APPS[name].start(env), childEnv(), {
        onEvent: (event) => {
          if (event.type === 'refused') onRefused(event.name);
        },
      }),
  );
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stopApps(apps);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  // The api first: the site reads it for every page, so it starts once the api answers its
  // health (after its migrations and, in DEV, the demo content: a page opened meanwhile would
  // only log failed reads). The sso and the site then start side by side.
  const healthy = (name: AppName) => waitForHealthy(APPS[name].healthUrl(env), START_TIMEOUT_MS);
  const [first, ...rest] = apps;
  try {
    first?.start();
    console.log('api: starting (migrations and demo content); the site starts once it answers');
    await Promise.race([healthy('api'), refused]);
    for (const app of rest) app.start();
    await Promise.race([Promise.all(ORDER.slice(1).map(healthy)), refused]);
  } catch (err) {
    // An app that never came up (a broken build, a bad setting) is not restarted forever.
    const crashed = apps
      .filter((app) => app.lastExit)
      .map((app) => {
        const exit = app.lastExit ? describeExit(app.lastExit) : '';
        return `${app.name}: ${String(app.restarts)} restarts, last ${exit}`;
      });
    console.error(err instanceof Error ? err.message : err);
    if (crashed.length > 0) console.error(`Crashed during start-up: ${crashed.join('; ')}`);
    await shutdown(1);
    return;
  }
  // Refused on a later restart: the same, stop everything.
  onRefused = (name) => {
    console.error(`${name} refused to start (see its line above); npm start stops`);
    void shutdown(1);
  };
  const simulate = await simulatorHint(env.urls.api, env.apiKey);
  console.log(
    [
      '',
      `Trybuna is running: ${env.urls.web}`,
      `  academy   ${env.origins.academy}`,
      `  athletics ${env.origins.athletics}`,
      `  business  ${env.origins.business}`,
      `  api       ${env.urls.api}/health`,
      `  sso       ${env.urls.sso}/health`,
      ...(simulate ? [simulate] : []),
      'Press Ctrl-C to stop. An app that crashes is restarted.',
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
