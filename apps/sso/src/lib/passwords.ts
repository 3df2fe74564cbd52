import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** scrypt cost parameters (RFC 7914): N (CPU/memory, a power of two), r (block size), p. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** 2^15 · 8 · 128 B = 32 MiB and ~50–100 ms per hash (OWASP's scrypt recommendation). */
export const DEFAULT_PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };

export const passwordCostSchema = z.object({
  N: z
    .number()
    .int()
    .min(2)
    .max(2 ** 20)
    .refine((n) => (n & (n - 1)) === 0, 'N must be a power of two'),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(16),
});

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_BYTES,
      // scrypt needs 128·N·r bytes (plus 128·r·p); twice that leaves room for OpenSSL's own.
      { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.r * (cost.N + cost.p) },
      (err, key) => {
        if (err) reject(err);
        else resolve(key);
      },
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64). */
export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Whether `password` matches a stored hash (its own cost applies); junk never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const cost = passwordCostSchema.safeParse({
    N: Number(match[1]),
    r: Number(match[2]),
    p: Number(match[3]),
  });
  if (!cost.success) return false;
  const salt = Buffer.from(match[4] ?? '', 'base64');
  const expected = Buffer.from(match[5] ?? '', 'base64');
  if (expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, salt, cost.data);
  return timingSafeEqual(actual, expected);
}

/**
 * Hashing and checking with one cost. A check against no account still runs the KDF once
 * (against a throw-away hash), so the answer takes as long whether or not the e-mail exists.
 */
export class Passwords {
  readonly #cost: PasswordCost;
  #decoy: Promise<string> | undefined;

  constructor(cost: PasswordCost) {
    this.#cost = cost;
  }

  hash(password: string): Promise<string> {
    return hashPassword(password, this.#cost);
  }

  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    if (stored) return verifyPassword(password, stored);
    this.#decoy ??= hashPassword(randomBytes(SALT_BYTES).toString('base64'), this.#cost);
    await verifyPassword(password, await this.#decoy);
    return false;
  }
}
