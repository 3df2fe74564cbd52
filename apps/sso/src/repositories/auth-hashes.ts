import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { AUTH_RETURN_TTL_SECONDS } from '@trybuna/domain';
import { ssoAuthHashes, ssoSessions } from '@trybuna/db/schema';
import { randomSecret, SECRET_PATTERN, sha256 } from '../lib/secrets';
import type { Executor } from './executor';

/** A new auth-return hash for `backurl` (the raw value; only its SHA-256 is stored). */
export async function createAuthHash(
  db: Executor,
  input: { accountId: number; applicationId: string; sessionId: number; now: Date },
): Promise<string> {
  const hash = randomSecret();
  await db.insert(ssoAuthHashes).values({
    hashHash: sha256(hash),
    accountId: input.accountId,
    applicationId: input.applicationId,
    sessionId: input.sessionId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + AUTH_RETURN_TTL_SECONDS * 1000),
  });
  return hash;
}

/**
 * Uses a hash up, atomically: one update marks it used only while it is unused, unexpired,
 * issued to `applicationId` and its session is not signed out. Anything else is `null`.
 */
export async function consumeAuthHash(
  db: Executor,
  input: { hash: string; applicationId: string; now: Date },
): Promise<{ accountId: number; sessionId: number } | null> {
  if (!SECRET_PATTERN.test(input.hash)) return null;
  const liveSessions = db
    .select({ id: ssoSessions.id })
    .from(ssoSessions)
    .where(and(isNull(ssoSessions.revokedAt), gt(ssoSessions.expiresAt, input.now)));
  const rows = await db
    .update(ssoAuthHashes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(ssoAuthHashes.hashHash, sha256(input.hash)),
        eq(ssoAuthHashes.applicationId, input.applicationId),
        isNull(ssoAuthHashes.usedAt),
        gt(ssoAuthHashes.expiresAt, input.now),
        inArray(ssoAuthHashes.sessionId, liveSessions),
      ),
    )
    .returning({ accountId: ssoAuthHashes.accountId, sessionId: ssoAuthHashes.sessionId });
  return rows[0] ?? null;
}
