import { desc } from 'drizzle-orm';
import { ssoSigningKeys, type StoredJwk } from '@trybuna/db/schema';
import type { Executor } from './executor';

export interface StoredKeyPair {
  kid: string;
  privateJwk: StoredJwk;
  publicJwk: StoredJwk;
}

/** Every stored key pair, newest first. */
export async function listSigningKeys(db: Executor): Promise<StoredKeyPair[]> {
  return db
    .select({
      kid: ssoSigningKeys.kid,
      privateJwk: ssoSigningKeys.privateJwk,
      publicJwk: ssoSigningKeys.publicJwk,
    })
    .from(ssoSigningKeys)
    .orderBy(desc(ssoSigningKeys.createdAt), desc(ssoSigningKeys.kid));
}

export async function insertSigningKey(db: Executor, key: StoredKeyPair): Promise<void> {
  await db.insert(ssoSigningKeys).values(key).onConflictDoNothing();
}
