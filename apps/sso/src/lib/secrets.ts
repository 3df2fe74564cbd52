import { createHash, randomBytes } from 'node:crypto';

/** A random secret of `bytes` bytes, base64url (32 bytes → 43 characters). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How secrets are stored: their SHA-256, hex. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** What a secret made by `randomSecret()` looks like (rejects junk before any lookup). */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
