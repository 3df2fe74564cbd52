import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Who an image URL was handed to (docs/security.md "Pictures"): anyone (`public`), a signed-in
 * fan (`members`: the browser cannot send the fan's token with an `<img>`, so the URL carries
 * the grant), or an editor's page preview (`preview`: drafts' pictures too).
 */
export type ImageScope = 'public' | 'members' | 'preview';

const LETTERS: Record<ImageScope, string> = { public: 'p', members: 'm', preview: 'd' };
const SCOPES = Object.entries(LETTERS).map(([scope, letter]) => ({
  scope: scope as ImageScope,
  letter,
}));

/** An image key: the scope's letter and 128 bits of HMAC-SHA256, base64url (23 characters). */
export const IMAGE_KEY = /^[pmd][A-Za-z0-9_-]{22}$/;

/** Bytes of a generated secret. */
const SECRET_BYTES = 32;

/**
 * The first segment of every `/images/{key}/…` URL: an HMAC of the scope and the original's
 * path under a server secret, so no picture's URL can be worked out from another's (or from a
 * path). Only the API hands keys out, each for the scope of the caller it answers.
 */
export class ImageKeys {
  private readonly secret: Buffer;

  constructor(secret: string | Buffer) {
    this.secret = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret;
    if (this.secret.length < 16) throw new Error('The image key secret needs 16 bytes or more');
  }

  /** A throw-away secret (tests, or an API built without pictures). */
  static random(): ImageKeys {
    return new ImageKeys(randomBytes(SECRET_BYTES));
  }

  /** The key of `picturePath` for callers of `scope`. */
  key(picturePath: string, scope: ImageScope): string {
    return LETTERS[scope] + this.mac(picturePath, scope).toString('base64url');
  }

  /** The scope `key` grants for `picturePath`, or null (a wrong or guessed key). */
  scopeOf(key: string, picturePath: string): ImageScope | null {
    if (!IMAGE_KEY.test(key)) return null;
    const entry = SCOPES.find(({ letter }) => letter === key[0]);
    if (!entry) return null;
    const given = Buffer.from(key.slice(1), 'base64url');
    const expected = this.mac(picturePath, entry.scope);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? entry.scope
      : null;
  }

  private mac(picturePath: string, scope: ImageScope): Buffer {
    return createHmac('sha256', this.secret)
      .update(`${scope}\0${picturePath}`, 'utf8')
      .digest()
      .subarray(0, 16);
  }
}

/**
 * The secret under `dir` (`url-key`, created with 32 random bytes on the first start, readable
 * by the owner only): keys stay the same across restarts, so cached pages keep working.
 */
export async function loadImageKeySecret(dir: string): Promise<Buffer> {
  const file = path.join(dir, 'url-key');
  try {
    const stored = await readFile(file);
    if (stored.length >= SECRET_BYTES) return stored;
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(SECRET_BYTES);
  await mkdir(dir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
