import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@trybuna/db';
import {
  addressKey,
  logRequestsAtDebug,
  quietRequestLog,
  registerJsonApiErrors,
  trustHops,
} from '@trybuna/server';
import type { SsoContext } from './context';
import { HttpError } from './lib/http-error';
import { Passwords } from './lib/passwords';
import { KeyRing } from './lib/signing-keys';
import { UserTokens } from './lib/user-tokens';
import { registerHtmlPages } from './plugins/html-pages';
import { registerInputGuard } from './plugins/input-guard';
import { registerJsonCalls } from './plugins/json-calls';
import { registerSecurityHeaders } from './plugins/security-headers';
import { accountRoutes } from './routes/account';
import { healthRoutes } from './routes/health';
import { jwksRoutes } from './routes/jwks';
import { loginRoutes } from './routes/login';
import { registrationRoutes } from './routes/registration';
import { roleRoutes } from './routes/roles';
import { TOKEN_GET_PATH, TOKEN_REFRESH_PATH, tokenRoutes } from './routes/tokens';
import { USER_DATA_PATH, userRoutes } from './routes/user';
import { seedDemoAccounts, seedDemoStaff } from './seed';
import { resolveSettings, type SsoSettingsInput } from './settings';

export interface SsoOptions extends SsoSettingsInput {
  database: Database;
  /** Pino log level; logging is off when unset (tests). */
  logLevel?: string;
  /** Where the log lines go (standard output when unset; tests read the security events). */
  logStream?: { write: (line: string) => void };
  /**
   * Proxy hops whose `X-Forwarded-For` is trusted (`TRUST_PROXY`, default 0: the socket's
   * address is the client's); rate limits key on the address it yields, IPv6 by /64.
   */
  trustProxy?: number;
}

/**
 * Builds the fan-account service (the spec's `{sso_host}`, docs/sso.md); no listening:
 * `server.ts` does that, tests use `app.inject()`. The database must be migrated; the signing
 * key is loaded (or created) on first use.
 */
export async function buildSso(options: SsoOptions): Promise<FastifyInstance> {
  const { database, logLevel, logStream, trustProxy = 0, ...rest } = options;
  const settings = resolveSettings(rest);
  const app = Fastify({
    logger: logLevel ? { level: logLevel, ...(logStream ? { stream: logStream } : {}) } : false,
    // One line per request at debug (`logRequestsAtDebug`), not Fastify's two at info.
    logController: quietRequestLog(),
    bodyLimit: 16 * 1024,
    trustProxy: trustHops(trustProxy),
  });
  logRequestsAtDebug(app);
  registerJsonApiErrors(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app, settings);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Too many requests: at most ${String(context.max)} per minute`,
      ),
  });

  const keys = new KeyRing(database);
  const passwords = new Passwords(settings.passwordCost);
  const ctx: SsoContext = {
    database,
    settings,
    passwords,
    keys,
    tokens: new UserTokens(keys, settings),
  };

  healthRoutes(app, () => database.ping(), settings.healthTimeoutMs);
  jwksRoutes(app, ctx);
  await app.register(async (pages) => {
    await pages.register(formbody);
    await registerHtmlPages(pages, settings);
    loginRoutes(pages, ctx);
    registrationRoutes(pages, ctx);
    accountRoutes(pages, ctx);
    roleRoutes(pages, ctx);
  });
  await app.register(async (calls) => {
    await registerJsonCalls(calls, settings, [TOKEN_GET_PATH, TOKEN_REFRESH_PATH, USER_DATA_PATH]);
    tokenRoutes(calls, ctx);
    userRoutes(calls, ctx);
  });

  if (settings.seedDemoAccounts) {
    const { seeded } = await seedDemoAccounts(database, passwords);
    if (seeded) app.log.info('demo accounts created (fan@example.com, kibic2@, kibic3@)');
    const staff = await seedDemoStaff(database, passwords);
    if (staff.created.length > 0) {
      app.log.info(`demo staff accounts created (${staff.created.join(', ')})`);
    }
  }
  app.addHook('onClose', () => database.close());
  return app;
}
