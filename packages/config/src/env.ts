import { z } from 'zod';

/** The environments of 000 §9. */
export const APP_ENVIRONMENTS = ['PROD', 'TEST', 'INT', 'DEV'] as const;

export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

/** Shortest secret `PROD` accepts (`openssl rand -base64 32` gives 44 characters). */
export const MIN_SECRET_LENGTH = 32;

/** Fewest different characters a `PROD` secret may have (rejects `aaaa…` and `abab…`). */
export const MIN_SECRET_DISTINCT_CHARACTERS = 10;

/** Secrets that `PROD` checks: optional, but strong when set (see `productionProblems`). */
const PRODUCTION_SECRETS = ['PREVIEW_SECRET', 'API_KEY'] as const;

/** Public URLs that `PROD` wants on https (browsers block http calls from an https page). */
const PUBLIC_URLS = [
  'WEB_URL',
  'API_URL',
  'SSO_URL',
  'ACADEMY_URL',
  'ATHLETICS_URL',
  'BUSINESS_URL',
] as const;

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .optional()
  .transform((value) => value?.replace(/\/+$/, ''));
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  WEB_PORT: port(3000),
  API_PORT: port(4000),
  SSO_PORT: port(4100),
  HOST: z.string().min(1).default('127.0.0.1'),
  WEB_URL: optionalUrl,
  API_URL: optionalUrl,
  SSO_URL: optionalUrl,
  ACADEMY_URL: optionalUrl,
  ATHLETICS_URL: optionalUrl,
  BUSINESS_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: optionalText,
  APP_ENV: z.enum(APP_ENVIRONMENTS).default('DEV'),
  API_KEY: optionalText,
  SENTRY_DSN: optionalText,
  CONNECTIVITY_PROBE_URL: optionalText,
  API_LIKES_PER_MINUTE: z.coerce.number().int().positive().default(600),
  API_CONTACT_FORMS_PER_10_MINUTES: z.coerce.number().int().positive().default(5),
  API_IMAGE_RENDERS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  PREVIEW_SECRET: optionalText,
  SSO_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(900),
  /** Absolute lifetime of a sign-in's refresh tokens: refreshing never extends it (issue 30). */
  SSO_REFRESH_TOKEN_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Redis for the live channel's broadcast between API processes (unset: in-process). */
  REDIS_URL: optionalText,
  CABLE_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  /** Days form submissions and their files are kept (docs/security.md "Retention"). */
  PERSONAL_DATA_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /**
   * Proxy hops in front of api and sso whose `X-Forwarded-For` entries are trusted (0: none,
   * the socket address is the client; docs/security.md "Client addresses").
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Host labels of the app variants (ARCHITECTURE.md "App variants"). */
export const VARIANT_HOST_LABELS = {
  academy: 'akademia',
  athletics: 'athletics',
  business: 'biznes',
} as const;

export type VariantApp = keyof typeof VARIANT_HOST_LABELS;

export interface RuntimeEnv {
  ports: { web: number; api: number; sso: number };
  host: string;
  urls: { web: string; api: string; sso: string };
  /** Origins of the soccer app and the three variants that can run on their own origin. */
  origins: Record<'soccer' | VariantApp, string>;
  dataDir: string;
  databaseUrl: string | undefined;
  appEnv: AppEnvironment;
  /**
   * Whether api and sso load the demo (content, fan accounts) into an empty database on start:
   * `DEV` only. In `PROD`, `TEST` and `INT` an empty database stays empty; `npm run seed`
   * loads the demo on purpose.
   */
  demoData: boolean;
  apiKey: string | undefined;
  sentryDsn: string | undefined;
  /** 000 §4.6 probe URL override (tests point it at the site's own `/api/probe`). */
  connectivityProbeUrl: string | undefined;
  /** Likes one client address may post per minute (rate limit). */
  likesPerMinute: number;
  /** Contact form submissions one client address may make per 10 minutes (rate limit). */
  contactFormsPer10Minutes: number;
  /** Picture renders (misses of `/images/…`) one client address may cause per minute. */
  imageRendersPerMinute: number;
  /**
   * Shared by web and api: opens page preview of drafts (000 §2.5 Page preview) through
   * `/api/preview?secret=…`, and lets the web server read drafts from the API. Unset: no preview.
   */
  previewSecret: string | undefined;
  /** Lifetime of the sso's id_token and user token (docs/sso.md; e2e shortens it). */
  ssoTokenTtlSeconds: number;
  /** Days a sign-in's refresh tokens live at most, however often refreshed (docs/sso.md). */
  ssoRefreshTokenMaxAgeDays: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The live channel (docs/live.md): Redis fan-out between API processes, and its caps. */
  cable: { redisUrl: string | undefined; maxConnectionsPerAddress: number };
  /** Trusted proxy hops (`TRUST_PROXY`): where api and sso read the client address. */
  trustProxy: number;
  /** Days the API keeps form submissions and their files (`PERSONAL_DATA_RETENTION_DAYS`). */
  personalDataRetentionDays: number;
}

/** `http://localhost:3000` → `http://akademia.localhost:3000`. */
function variantOrigin(webUrl: string, label: string): string {
  const url = new URL(webUrl);
  url.hostname = `${label}.${url.hostname}`;
  return url.origin;
}

/** Why `value` is too weak for a `PROD` secret, or `null` when it is strong enough. */
export function secretWeakness(value: string): string | null {
  if (value.length < MIN_SECRET_LENGTH) {
    return `is ${String(value.length)} characters long; PROD needs at least ${String(MIN_SECRET_LENGTH)}`;
  }
  if (new Set(value).size < MIN_SECRET_DISTINCT_CHARACTERS) {
    return `has fewer than ${String(MIN_SECRET_DISTINCT_CHARACTERS)} different characters`;
  }
  return null;
}

/** Loopback hosts: a production build tried on one machine may stay on plain http. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]'
  );
}

type ParsedEnv = z.output<typeof envSchema>;

/**
 * What `PROD` refuses, one line per variable: a secret that is set but weak (unset secrets turn
 * their feature off: no preview, no API key), and a public URL on plain http (other than
 * loopback). Other environments accept anything the schema accepts.
 */
export function productionProblems(env: ParsedEnv): string[] {
  if (env.APP_ENV !== 'PROD') return [];
  const problems: string[] = [];
  for (const name of PRODUCTION_SECRETS) {
    const value = env[name];
    const weakness = value === undefined ? null : secretWeakness(value);
    if (weakness) {
      problems.push(
        `${name}: ${weakness} (generate one with \`openssl rand -base64 32\`, or leave it unset)`,
      );
    }
  }
  for (const name of PUBLIC_URLS) {
    const value = env[name];
    if (value?.startsWith('http:') && !isLoopback(value)) {
      problems.push(`${name}: must be an https URL in PROD (is ${value})`);
    }
  }
  return problems;
}

/**
 * Reads the process environment (or any record) into one validated shape. Each app finds the
 * others from the same variables: `*_URL` when set (deployments behind other hosts), else
 * `http://localhost:{*_PORT}`. Throws an Error naming every bad variable, including what
 * `PROD` refuses (`productionProblems`).
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): RuntimeEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const refused = productionProblems(env);
  if (refused.length > 0) {
    throw new Error(`Invalid environment for APP_ENV=PROD:\n${refused.join('\n')}`);
  }
  const web = env.WEB_URL ?? `http://localhost:${env.WEB_PORT}`;
  return {
    ports: { web: env.WEB_PORT, api: env.API_PORT, sso: env.SSO_PORT },
    host: env.HOST,
    urls: {
      web,
      api: env.API_URL ?? `http://localhost:${env.API_PORT}`,
      sso: env.SSO_URL ?? `http://localhost:${env.SSO_PORT}`,
    },
    origins: {
      soccer: new URL(web).origin,
      academy: env.ACADEMY_URL ?? variantOrigin(web, VARIANT_HOST_LABELS.academy),
      athletics: env.ATHLETICS_URL ?? variantOrigin(web, VARIANT_HOST_LABELS.athletics),
      business: env.BUSINESS_URL ?? variantOrigin(web, VARIANT_HOST_LABELS.business),
    },
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    appEnv: env.APP_ENV,
    demoData: env.APP_ENV === 'DEV',
    apiKey: env.API_KEY,
    sentryDsn: env.SENTRY_DSN,
    connectivityProbeUrl: env.CONNECTIVITY_PROBE_URL,
    likesPerMinute: env.API_LIKES_PER_MINUTE,
    contactFormsPer10Minutes: env.API_CONTACT_FORMS_PER_10_MINUTES,
    imageRendersPerMinute: env.API_IMAGE_RENDERS_PER_MINUTE,
    ssoTokenTtlSeconds: env.SSO_TOKEN_TTL_SECONDS,
    ssoRefreshTokenMaxAgeDays: env.SSO_REFRESH_TOKEN_MAX_AGE_DAYS,
    previewSecret: env.PREVIEW_SECRET,
    logLevel: env.LOG_LEVEL,
    cable: {
      redisUrl: env.REDIS_URL,
      maxConnectionsPerAddress: env.CABLE_MAX_CONNECTIONS_PER_ADDRESS,
    },
    trustProxy: env.TRUST_PROXY,
    personalDataRetentionDays: env.PERSONAL_DATA_RETENTION_DAYS,
  };
}

/**
 * `loadEnv` for a server's entry point: prints what is wrong (each bad variable by name) and
 * exits with status 1 instead of throwing a stack trace.
 */
export function loadEnvOrExit(
  source: Record<string, string | undefined> = process.env,
): RuntimeEnv {
  try {
    return loadEnv(source);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}

/**
 * The exit status of a server that refuses to start on purpose (EX_CONFIG, 78): a `PROD` start
 * on a database holding the demo (docs/security.md "Demo data in PROD"). `npm start` does not
 * restart an app that exits with it, and stops the others.
 */
export const REFUSED_START_EXIT_CODE = 78;

/** Prints the one line that names why the server will not start and exits with status 78. */
export function refuseStart(line: string): never {
  console.error(line);
  process.exit(REFUSED_START_EXIT_CODE);
}
