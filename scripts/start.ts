/**
 * `npm start`: builds what is not built yet, then runs api, sso and web in production mode,
 * prints the site's URL, and stops all three on Ctrl-C or as soon as one of them dies.
 */
import { loadEnv } from '@trybuna/config/env';
import { loadDotEnv } from './lib/dotenv';
import { APPS, childEnv, type AppName } from './lib/apps';
import { ensureBuilt } from './lib/ensure-built';
import {
  assertPortFree,
  startService,
  stopAll,
  waitForHealthy,
  type Service,
} from './lib/supervisor';

const ORDER: AppName[] = ['api', 'sso', 'web'];

async function main(): Promise<void> {
  loadDotEnv();
  const env = loadEnv();
  await ensureBuilt(ORDER);
  for (const name of ORDER) await assertPortFree(env.ports[name], env.host, name);

  const services: Service[] = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stopAll(services);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  for (const name of ORDER) {
    const service = startService(name, APPS[name].start(env), childEnv());
    services.push(service);
    void service.exited.then((code) => {
      if (stopping) return;
      console.error(`[${name}] stopped (exit ${String(code)}); stopping the others.`);
      void shutdown(code === 0 ? 1 : (code ?? 1));
    });
  }

  await Promise.all(ORDER.map((name) => waitForHealthy(APPS[name].healthUrl(env), 120_000)));
  console.log(
    [
      '',
      `Trybuna is running: ${env.urls.web}`,
      `  academy   ${env.origins.academy}`,
      `  athletics ${env.origins.athletics}`,
      `  business  ${env.origins.business}`,
      `  api       ${env.urls.api}/health`,
      `  sso       ${env.urls.sso}/health`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
