import { z } from 'zod';
import { club } from '@trybuna/config';
import { DEFAULT_PASSWORD_COST, passwordCostSchema, type PasswordCost } from './lib/passwords';

/** The options of `buildSso` besides the database and logging (validated on build). */
export const ssoSettingsSchema = z.object({
  /** The sso's public base URL: the `iss` of its tokens and the base of its links. */
  publicUrl: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:4100')
    .transform((value) => value.replace(/\/+$/, '')),
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
  /** Create the demo accounts when there are no accounts yet. */
  seedDemoAccounts: z.boolean().default(false),
  /** Sign-in and registration posts one client address may make per minute. */
  loginAttemptsPerMinute: z.number().int().positive().default(20),
  /** JSON calls (token exchange, refresh, user data) one client address may make per minute. */
  callsPerMinute: z.number().int().positive().default(300),
  /** The clock (tests move it). */
  now: z.custom<() => Date>((value) => typeof value === 'function').optional(),
});

export type SsoSettingsInput = z.input<typeof ssoSettingsSchema>;

export interface SsoSettings {
  publicUrl: string;
  allowedOrigins: readonly string[];
  applications: readonly string[];
  passwordCost: PasswordCost;
  tokenTtlSeconds: number;
  seedDemoAccounts: boolean;
  loginAttemptsPerMinute: number;
  callsPerMinute: number;
  now: () => Date;
  /** Cookies are `Secure` when the public URL is https. */
  secureCookies: boolean;
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
  return {
    ...options,
    allowedOrigins: normaliseOrigins(options.allowedOrigins),
    now: options.now ?? (() => new Date()),
    secureCookies: options.publicUrl.startsWith('https:'),
  };
}
