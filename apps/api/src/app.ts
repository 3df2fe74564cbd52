import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@trybuna/db';
import {
  addressKey,
  ApiError,
  ensureJsonApiErrorBodies,
  JSON_API_MEDIA_TYPE,
  jsonApiFrameworkErrors,
  logRequestsAtDebug,
  quietRequestLog,
  registerJsonApiErrors,
  trustHops,
} from '@trybuna/server';
import { ResourceStore } from './jsonapi/store';
import { setUpLive, type LiveOptions } from './live';
import { registerInputGuard } from './plugins/input-guard';
import { PersonalDataRetention, type RetentionOptions } from './plugins/personal-data-retention';
import { registerPreview } from './plugins/preview';
import { rateLimits } from './plugins/rate-limits';
import { zodValidatorCompiler } from './plugins/schemas';
import { ReadCache, type ReadCacheOptions } from './plugins/read-cache';
import { registerSecurity } from './plugins/security';
import { services } from './plugins/services';
import { registerUserTokens, type UserTokenOptions } from './plugins/user-token';
import { allResources } from './resources';
import { PictureAccess } from './images/access';
import { ImageKeys, loadImageKeySecret } from './images/keys';
import type { ImageDirs } from './images/renderer';
import { apiRoutes } from './routes/api';
import type { ContactFormLimitOptions } from './routes/contact-form/limits';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { mediaRoutes } from './routes/media';
import { shortLinkRedirectRoutes } from './routes/short-links';

export interface ApiOptions {
  database: Database;
  /** Public base URL of this API (image URLs in documents). */
  publicUrl?: string;
  /** Static API key (000 §7.1 `Authorization: {key}`); enforced only when set. */
  apiKey?: string | undefined;
  likesPerMinute?: number;
  /** Survey votes one signed-in fan may post per minute (default `SURVEY_VOTES_PER_MINUTE`, 30). */
  surveyVotesPerMinute?: number;
  /** Comments one signed-in fan may post per minute (default `COMMENTS_PER_MINUTE`, 5). */
  commentsPerMinute?: number;
  /** Quiz play calls one signed-in fan may make per minute (default `QUIZ_PLAY_PER_MINUTE`, 120). */
  quizPlayPerMinute?: number;
  /**
   * `POST contact_form` per client address (docs/api.md "Forms"): `perWindow` submissions
   * stored per 10 minutes (default 5, `API_CONTACT_FORMS_PER_10_MINUTES`), and requests.
   */
  contactForms?: ContactFormLimitOptions;
  /** Short links one client address may ask for per minute (default 120). */
  shortLinksPerMinute?: number;
  /** Origins whose pages may call the API from the browser (CORS). */
  allowedOrigins?: readonly string[];
  /** Where pictures live; without it `/images/…` is not served. */
  images?: ImageDirs;
  /** The media folder (the demo's videos, posters, captions); without it `/media/…` is not served. */
  mediaDir?: string;
  /** Pino log level; logging is off when unset (tests). */
  logLevel?: string;
  /** Where the log lines go (standard output when unset; tests read the security events). */
  logStream?: { write: (line: string) => void };
  /**
   * How `User-Authorization` tokens are verified (docs/sso.md): the sso's issuer URL and its
   * key set (`createRemoteJWKSet` in production, `createLocalJWKSet` in tests). Without it no
   * token can be verified, so every request carrying one answers 401.
   */
  userTokens?: UserTokenOptions;
  /**
   * The page preview secret (`PREVIEW_SECRET`, shared with the site): a request carrying it in
   * `Preview-Secret` reads drafts and members-only content, never cached. Unset: no preview,
   * and any `Preview-Secret` header answers 401.
   */
  previewSecret?: string | undefined;
  /** Bounds of the read cache (defaults: `READ_CACHE_DEFAULTS`). */
  readCache?: ReadCacheOptions;
  /**
   * How long `GET matches/{id}` is kept (default `MATCH_READ_TTL_MS`, 1 s: the counter hero's
   * re-read); 0 computes every such read (the bench's comparison).
   */
  matchReadTtlMs?: number;
  /** The live channel at `/cable` (docs/live.md): its broadcast adapter and caps. */
  live?: LiveOptions;
  /**
   * Proxy hops whose `X-Forwarded-For` is trusted (`TRUST_PROXY`, default 0: the socket's
   * address is the client's). Every rate limit and the `/cable` cap key on the address it
   * yields, IPv6 by /64 (`addressKey`).
   */
  trustProxy?: number;
  /**
   * Retention of fans' personal data (docs/security.md "Retention"): submissions and their
   * files are deleted after `retentionDays` (`PERSONAL_DATA_RETENTION_DAYS`, default 180) at
   * start and then hourly.
   */
  personalData?: RetentionOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes personal data past its retention, at start and on a schedule. */
    personalDataRetention: PersonalDataRetention;
  }
}

/** The versions the content API answers under (000 §7.1: v3, and v2 as an alias). */
const API_PREFIXES = ['/api/v3', '/api/v2'] as const;

/** Builds the content API (no listening: `server.ts` does that, tests use `app.inject()`). */
export async function buildApi(options: ApiOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel
      ? {
          level: options.logLevel,
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    // One line per request at debug (`logRequestsAtDebug`), not Fastify's two at info.
    logController: quietRequestLog(),
    bodyLimit: 64 * 1024,
    trustProxy: trustHops(options.trustProxy ?? 0),
    // Router refusals (a path segment over 100 characters, a broken one) as JSON:API errors.
    frameworkErrors: jsonApiFrameworkErrors,
  });
  // Routes declare zod schemas (plugins/schemas.ts); what they refuse is a JSON:API error.
  app.setValidatorCompiler(zodValidatorCompiler);
  logRequestsAtDebug(app);
  registerJsonApiErrors(app);
  ensureJsonApiErrorBodies(app);
  // Control characters and broken percent-encoding are refused before anything else runs.
  registerInputGuard(app);
  // JSON and JSON:API bodies; an empty body is no body (001 §7 `PATCH …/finish_quiz` sends
  // none with the client's fixed `Content-Type: application/json`).
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', JSON_API_MEDIA_TYPE],
    { parseAs: 'string' },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text === '') {
        done(null, undefined);
        return;
      }
      void json(request, text, done);
    },
  );
  await registerSecurity(app, options.allowedOrigins ?? []);
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `Too many requests: at most ${String(context.max)} per minute`),
  });

  const { database } = options;
  const publicUrl = options.publicUrl ?? 'http://localhost:4000';
  const imageKeys = await imageKeysFor(options.images);
  const store = new ResourceStore(
    database.db,
    // The site's origins are also what CMS links and embeds count as the club's own.
    allResources({
      db: database.db,
      apiUrl: publicUrl,
      imageKeys,
      siteOrigins: options.allowedOrigins ?? [],
    }),
  );
  const verifyUser = registerUserTokens(app, database.db, options.userTokens);
  const verifyPreview = registerPreview(app, options.previewSecret);
  // The shared services, decorated once on the app: both prefixes' routes use these.
  await app.register(services, {
    database,
    store,
    readCache: new ReadCache(options.readCache),
    live: setUpLive(app, database, options.allowedOrigins ?? [], {
      ...options.live,
      trustProxy: options.trustProxy ?? 0,
    }),
  });
  await app.register(rateLimits);

  void app.register(healthRoutes, { ping: () => database.ping() });
  if (options.images)
    imageRoutes(
      app,
      options.images,
      { keys: imageKeys, access: new PictureAccess(database.db), verifyUser },
      database.db,
    );
  if (options.mediaDir) mediaRoutes(app, options.mediaDir);
  void app.register(shortLinkRedirectRoutes);
  // One plugin holds every API route; the v2 alias is the same plugin under its own prefix.
  for (const prefix of API_PREFIXES) {
    void app.register(apiRoutes, {
      prefix,
      apiKey: options.apiKey,
      verifyPreview,
      verifyUser,
      siteOrigins: options.allowedOrigins ?? [],
      likesPerMinute: options.likesPerMinute ?? 600,
      shortLinks: {
        perMinute: options.shortLinksPerMinute ?? 120,
        publicUrl,
        allowedOrigins: options.allowedOrigins ?? [],
      },
      surveyVotesPerMinute: options.surveyVotesPerMinute,
      commentsPerMinute: options.commentsPerMinute,
      quizPlayPerMinute: options.quizPlayPerMinute,
      contactForms: options.contactForms,
      matchReadTtlMs: options.matchReadTtlMs,
    });
  }
  const retention = new PersonalDataRetention(database, app.log, options.personalData);
  app.decorate('personalDataRetention', retention);
  // The purge at start runs before the API answers anything (`ready` awaits it).
  app.addHook('onReady', () => retention.start());
  app.addHook('onClose', async () => {
    await retention.stop();
    await database.close();
  });
  return app;
}

/**
 * The image URL keys: the configured secret, else the one kept beside the rendered files
 * (made on the first start), else (no pictures served) a throw-away one.
 */
async function imageKeysFor(images: ImageDirs | undefined): Promise<ImageKeys> {
  if (images?.keySecret) return new ImageKeys(images.keySecret);
  if (images) return new ImageKeys(await loadImageKeySecret(path.dirname(images.cacheDir)));
  return ImageKeys.random();
}
