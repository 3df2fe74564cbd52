import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import { shortLinks } from '@trybuna/db/schema';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Length of a new code: 62^8 ≈ 2·10^14 codes, so guessing one is hopeless and clashes rare. */
const SHORT_LINK_CODE_LENGTH = 8;

/** What a code looks like (a path segment that is not one is answered 404 without a query). */
const SHORT_LINK_CODE = /^[A-Za-z0-9]{1,32}$/;

/** A random code (crypto-strong, uniform over the alphabet). */
function newShortLinkCode(length = SHORT_LINK_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return code;
}

/**
 * The code of `link`, created on first use. The same link always gets the same code: the
 * insert does nothing when the link (or, very rarely, the drawn code) is taken, and the link's
 * row is then read; a code clash draws again.
 */
export async function shortLinkCode(
  database: Database,
  link: string,
  drawCode: () => string = newShortLinkCode,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await database.db
      .insert(shortLinks)
      .values({ code: drawCode(), link })
      .onConflictDoNothing()
      .returning({ code: shortLinks.code });
    const created = inserted[0];
    if (created) return created.code;
    const existing = await database.db
      .select({ code: shortLinks.code })
      .from(shortLinks)
      .where(eq(shortLinks.link, link))
      .limit(1);
    const found = existing[0];
    if (found) return found.code;
  }
  throw new Error('Could not draw a free short link code');
}

/** The link behind `code`, or `null` when there is none. */
export async function findShortLink(database: Database, code: string): Promise<string | null> {
  if (!SHORT_LINK_CODE.test(code)) return null;
  const rows = await database.db
    .select({ link: shortLinks.link })
    .from(shortLinks)
    .where(eq(shortLinks.code, code))
    .limit(1);
  return rows[0]?.link ?? null;
}
