import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Drizzle } from '@trybuna/db';
import { ssoRefreshTokens } from '@trybuna/db/schema';
import { randomSecret, SECRET_PATTERN, sha256 } from '../lib/secrets';
import type { Executor } from './executor';

/** Seconds in a day (`refreshTokenMaxAgeDays` is in days). */
export const SECONDS_PER_DAY = 24 * 60 * 60;

export interface RefreshGrant {
  accountId: number;
  sessionId: number;
  applicationId: string;
}

/**
 * A new refresh token, valid until `expiresAt`; without `familyId` it starts a new family (a
 * new sign-in, `expiresAt` its absolute end: now + `refreshTokenMaxAgeDays`).
 */
export async function issueRefreshToken(
  db: Executor,
  grant: RefreshGrant & { familyId?: string; now: Date; expiresAt: Date },
): Promise<string> {
  const token = randomSecret();
  await db.insert(ssoRefreshTokens).values({
    tokenHash: sha256(token),
    familyId: grant.familyId ?? randomUUID(),
    accountId: grant.accountId,
    sessionId: grant.sessionId,
    applicationId: grant.applicationId,
    createdAt: grant.now,
    expiresAt: grant.expiresAt,
  });
  return token;
}

async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(ssoRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(ssoRefreshTokens.familyId, familyId), isNull(ssoRefreshTokens.revokedAt)));
}

/**
 * Rotation: a live token of `applicationId` is marked used and replaced by a new one of the
 * same family, which keeps the used one's `expires_at`: a family ends at its sign-in's
 * absolute lifetime (`refreshTokenMaxAgeDays`, issue 30), however often it is refreshed. A
 * token presented again after its use (a replay: someone else has a copy) revokes its whole
 * family, the newest token included. Anything refused is `null`.
 */
export async function rotateRefreshToken(
  db: Drizzle,
  input: { token: string; applicationId: string; now: Date },
): Promise<(RefreshGrant & { refreshToken: string }) | null> {
  if (!SECRET_PATTERN.test(input.token)) return null;
  const rows = await db
    .select()
    .from(ssoRefreshTokens)
    .where(eq(ssoRefreshTokens.tokenHash, sha256(input.token)))
    .limit(1);
  const row = rows[0];
  if (row?.applicationId !== input.applicationId) return null;
  if (row.revokedAt !== null || row.expiresAt <= input.now) return null;
  if (row.usedAt !== null) {
    await revokeFamily(db, row.familyId, input.now);
    return null;
  }
  const grant: RefreshGrant = {
    accountId: row.accountId,
    sessionId: row.sessionId,
    applicationId: row.applicationId,
  };
  const refreshToken = await db.transaction(async (tx) => {
    const marked = await tx
      .update(ssoRefreshTokens)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(ssoRefreshTokens.id, row.id),
          isNull(ssoRefreshTokens.usedAt),
          isNull(ssoRefreshTokens.revokedAt),
        ),
      )
      .returning({ id: ssoRefreshTokens.id });
    if (marked.length === 0) return null;
    return issueRefreshToken(tx, {
      ...grant,
      familyId: row.familyId,
      now: input.now,
      expiresAt: row.expiresAt,
    });
  });
  if (refreshToken === null) {
    // Another request used it a moment ago: the same token twice is a replay either way.
    await revokeFamily(db, row.familyId, input.now);
    return null;
  }
  return { ...grant, refreshToken };
}
