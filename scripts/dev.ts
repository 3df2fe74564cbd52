/** `npm run dev`: api, sso and web with hot reload (tsx watch, next dev). */
import { loadEnv } from '@trybuna/config/env';
import { loadDotEnv } from './lib/dotenv';
import { APPS, type AppName } from './lib/apps';
import { startService, stopAll, type Service } from './lib/supervisor';

loadDotEnv();
const env = loadEnv();
const names: AppName[] = ['api', 'sso', 'web'];
const services: Service[] = names.map((name) =>
  startService(name, APPS[name].dev(env), {
    ...process.env,
    NODE_ENV: 'development',
    NEXT_TELEMETRY_DISABLED: '1',
  }),
);
const shutdown = () => void stopAll(services).then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const service of services) void service.exited.then(shutdown);
console.log(`Trybuna (dev): ${env.urls.web}`);
