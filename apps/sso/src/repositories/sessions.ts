import { and, eq, gt, isNull } from 'drizzle-orm';
import { ssoAccounts, ssoRefreshTokens, ssoSessions } from '@trybuna/db/schema';
import type { Drizzle } from '@trybuna/db';
import { randomSecret, SECRET_PATTERN, sha256 } from '../lib/secrets';
import type { Account } from './accounts';
import type { Executor } from './executor';

/** How long a browser stays signed in to the sso. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface LiveSession {
  sessionId: number;
  account: Account;
}

/** A new session; its token goes into the cookie, only its hash into the table. */
export async function createSession(
  db: Executor,
  accountId: number,
  now: Date,
): Promise<{ sessionId: number; token: string; expiresAt: Date }> {
  const token = randomSecret();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  const rows = await db
    .insert(ssoSessions)
    .values({ tokenHash: sha256(token), accountId, createdAt: now, expiresAt })
    .returning({ id: ssoSessions.id });
  const row = rows[0];
  if (!row) throw new Error('session not created');
  return { sessionId: row.id, token, expiresAt };
}

/** The session of a cookie token when it is neither revoked nor expired, with its account. */
export async function findLiveSession(
  db: Executor,
  token: string | undefined,
  now: Date,
): Promise<LiveSession | null> {
  if (!token || !SECRET_PATTERN.test(token)) return null;
  const rows = await db
    .select({ sessionId: ssoSessions.id, account: ssoAccounts })
    .from(ssoSessions)
    .innerJoin(ssoAccounts, eq(ssoAccounts.id, ssoSessions.accountId))
    .where(
      and(
        eq(ssoSessions.tokenHash, sha256(token)),
        isNull(ssoSessions.revokedAt),
        gt(ssoSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Signing out: the session and every refresh token issued under it are revoked together. */
export async function endSession(db: Drizzle, sessionId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(ssoSessions)
      .set({ revokedAt: now })
      .where(and(eq(ssoSessions.id, sessionId), isNull(ssoSessions.revokedAt)));
    await tx
      .update(ssoRefreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(ssoRefreshTokens.sessionId, sessionId), isNull(ssoRefreshTokens.revokedAt)));
  });
}
