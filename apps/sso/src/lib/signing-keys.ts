import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import { z } from 'zod';
import type { Database } from '@trybuna/db';
import { insertSigningKey, listSigningKeys } from '../repositories/signing-keys';

export const SIGNING_ALGORITHM = 'ES256';

/** The public half as served in the JWKS: nothing private can slip through. */
const publicJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().min(1),
  y: z.string().min(1),
});
const privateJwkSchema = publicJwkSchema.extend({ d: z.string().min(1) });

type PublicJwk = z.infer<typeof publicJwkSchema> & { kid: string; alg: 'ES256'; use: 'sig' };

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  /** Every stored public key (the JWKS), the signing one first. */
  publicJwks: PublicJwk[];
  /** Resolves a token's `kid` to one of `publicJwks`. */
  keySet: ReturnType<typeof createLocalJWKSet>;
}

async function generate(): Promise<{ kid: string; privateJwk: JWK; publicJwk: JWK }> {
  const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const privateJwk = await exportJWK(pair.privateKey);
  const publicJwk = await exportJWK(pair.publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, privateJwk, publicJwk };
}

function toPublic(kid: string, jwk: unknown): PublicJwk {
  return { ...publicJwkSchema.parse(jwk), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
}

/**
 * The key pairs in `sso_signing_keys`; on first start a pair is generated and stored. Signing
 * uses the newest pair, so two instances starting at once settle on the same one.
 */
async function loadSigningKeys(database: Database): Promise<SigningKeys> {
  let stored = await listSigningKeys(database.db);
  if (stored.length === 0) {
    await insertSigningKey(database.db, await generate());
    stored = await listSigningKeys(database.db);
  }
  const newest = stored[0];
  if (!newest) throw new Error('no signing key');
  const privateJwk = privateJwkSchema.parse(newest.privateJwk);
  const privateKey = await importJWK({ ...privateJwk, alg: SIGNING_ALGORITHM }, SIGNING_ALGORITHM);
  if (privateKey instanceof Uint8Array) throw new Error('signing key is not an EC key');
  const publicJwks = stored.map((key) => toPublic(key.kid, key.publicJwk));
  return {
    kid: newest.kid,
    privateKey,
    publicJwks,
    keySet: createLocalJWKSet({ keys: publicJwks }),
  };
}

/** Loads the keys once, on first use (a failed load is tried again next time). */
export class KeyRing {
  readonly #database: Database;
  #loading: Promise<SigningKeys> | undefined;

  constructor(database: Database) {
    this.#database = database;
  }

  get(): Promise<SigningKeys> {
    this.#loading ??= loadSigningKeys(this.#database).catch((err: unknown) => {
      this.#loading = undefined;
      throw err;
    });
    return this.#loading;
  }
}
