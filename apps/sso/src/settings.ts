import { z } from 'zod';
import { club } from '@trybuna/config';
import { APP_ENVIRONMENTS } from '@trybuna/config/env';
import { DEFAULT_PASSWORD_COST, passwordCostSchema, type PasswordCost } from './lib/passwords';

/** The options of `buildSso` besides the database and logging (validated on build). */
const ssoSettingsSchema = z.object({
  /** The sso's public base URL: the `iss` of its tokens and the base of its links. */
  publicUrl: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:4100')
    .transform((value) => value.replace(/\/+$/, '')),
  /** 000 §9 environment: `PROD` adds HSTS, `Secure` cookies and `__Host-` cookie names. */
  appEnv: z.enum(APP_ENVIRONMENTS).default('DEV'),
  /** The site's origins: `backurl` must be on one of them; they may call the JSON API. */
  allowedOrigins: z.array(z.string()).default([]),
  /** Application ids allowed to sign fans in (`application_id`, `fan_application_sub`). */
  applications: z.array(z.string().min(1)).min(1).default([club.fanApplicationId]),
  /** scrypt cost for new password hashes (tests lower it). */
  passwordCost: passwordCostSchema.default(DEFAULT_PASSWORD_COST),
  /** Lifetime of `id_token` and `token`. */
  tokenTtlSeconds: z
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /**
   * Absolute lifetime of a sign-in's refresh tokens, in days (`SSO_REFRESH_TOKEN_MAX_AGE_DAYS`):
   * rotation hands on the first token's end, so refreshing never extends it.
   */
  refreshTokenMaxAgeDays: z.number().int().min(1).max(365).default(30),
  /** Create the demo accounts when there are no accounts yet. */
  seedDemoAccounts: z.boolean().default(false),
  /** Sign-in and registration posts one client address may make per minute. */
  loginAttemptsPerMinute: z.number().int().positive().default(20),
  /** JSON calls (token exchange, refresh, user data) one client address may make per minute. */
  callsPerMinute: z.number().int().positive().default(300),
  /** How long `/health` waits for the database before answering 503. */
  healthTimeoutMs: z.number().int().positive().default(2000),
  /** The clock (tests move it). */
  now: z.custom<() => Date>((value) => typeof value === 'function').optional(),
});

export type SsoSettingsInput = z.input<typeof ssoSettingsSchema>;

/** The names of the sso's cookies (`__Host-` prefixed in `PROD`). */
interface CookieNames {
  /** The sso session: a random token (its SHA-256 is the `sso_sessions` row). */
  session: string;
  /** The CSRF secret of `@fastify/csrf-protection` (forms carry a token made from it). */
  csrf: string;
}

export interface SsoSettings {
  appEnv: (typeof APP_ENVIRONMENTS)[number];
  publicUrl: string;
  allowedOrigins: readonly string[];
  applications: readonly string[];
  passwordCost: PasswordCost;
  tokenTtlSeconds: number;
  refreshTokenMaxAgeDays: number;
  seedDemoAccounts: boolean;
  loginAttemptsPerMinute: number;
  callsPerMinute: number;
  healthTimeoutMs: number;
  now: () => Date;
  /** Cookies are `Secure` when the public URL is https, and always in `PROD`. */
  secureCookies: boolean;
  cookieNames: CookieNames;
  /** `Strict-Transport-Security` on every answer (`PROD` only). */
  hsts: boolean;
}

/**
 * `__Host-` names in `PROD`: the browser then takes the cookie only with `Secure`, `Path=/` and
 * no `Domain`, so no other host (a sibling subdomain) can set or shadow it. Plain names
 * elsewhere, since `__Host-` needs `Secure` and DEV runs on http://localhost.
 */
function cookieNames(production: boolean): CookieNames {
  const prefix = production ? '__Host-' : '';
  return { session: `${prefix}trybuna_sso_session`, csrf: `${prefix}trybuna_sso_csrf` };
}

/** Origins in the form `URL.origin` gives (no path or trailing slash, default ports dropped). */
function normaliseOrigins(origins: readonly string[]): string[] {
  const out = new Set<string>();
  for (const origin of origins) {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') out.add(url.origin);
    } catch {
      // Not a URL: it can match nothing.
    }
  }
  return [...out];
}

export function resolveSettings(input: SsoSettingsInput): SsoSettings {
  const parsed = ssoSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid sso options:\n${problems.join('\n')}`);
  }
  const options = parsed.data;
  const production = options.appEnv === 'PROD';
  return {
    ...options,
    allowedOrigins: normaliseOrigins(options.allowedOrigins),
    now: options.now ?? (() => new Date()),
    secureCookies: production || options.publicUrl.startsWith('https:'),
    cookieNames: cookieNames(production),
    hsts: production,
  };
}
